import type { InvoiceLine } from './invoice-document';

/**
 * A line of a quote or invoice as stored (docs/product.md § Facturen): the invoice document's
 * line (amounts in cents, UN/ECE unit code, VAT category and rate) and where it came from.
 */
export interface DocumentLine extends InvoiceLine {
  /** The website's service the line was taken from, if any. */
  serviceId?: number;
  /** The project the line's work belongs to, if not the document's own. */
  projectId?: number;
}
