import { ApiError } from '../domain/errors';
import type { InvoiceDocument } from '../domain/invoice-document';
import type { CompanySettingsRecord } from '../repositories/company-settings';
import type { UblFailure } from '../peppol/ubl-validate';
import { payableOf } from './invoice-document';

/**
 * The rules a draft must meet before it is issued (docs/product.md § Facturen), checked before
 * a number is taken: ours, in Dutch, naming what to fill in. The official rules (EN 16931,
 * Peppol BIS 3.0) are checked after, on the UBL itself.
 */

export interface InvoiceRuleFailure {
  rule: string;
  message: string;
}

/** 422 INVOICE_RULES: the draft fails these rules; nothing was issued. */
export const invoiceRules = (rules: InvoiceRuleFailure[]) =>
  new ApiError(
    'INVOICE_RULES',
    `De factuur voldoet niet aan ${rules.length === 1 ? 'een regel' : `${rules.length} regels`}: ${rules[0].message}`,
    {},
    { rules },
  );

export function draftRules(
  document: InvoiceDocument,
  settings: CompanySettingsRecord,
  hasCustomer: boolean,
): InvoiceRuleFailure[] {
  const failures: InvoiceRuleFailure[] = [];
  const fail = (rule: string, message: string) => failures.push({ rule, message });
  const { buyer, lines } = document;
  if (!settings.name || !settings.street || !settings.postalCode || !settings.city)
    fail(
      'FACTUUR-VERKOPER',
      'De gegevens van ons bedrijf zijn onvolledig: vul naam en adres in (Instellingen › Bedrijf).',
    );
  if (!hasCustomer) fail('FACTUUR-KLANT', 'Kies de klant van de factuur.');
  else if (!buyer.address.street || !buyer.address.postalCode || !buyer.address.city)
    fail(
      'FACTUUR-ADRES',
      `Het facturatieadres van ${buyer.name || 'de klant'} is onvolledig: vul straat, postcode en gemeente in.`,
    );
  if (lines.length === 0) fail('FACTUUR-REGELS', 'Een factuur heeft minstens één regel.');
  if (lines.some((line) => line.vatCategory === 'AE') && hasCustomer && !buyer.vatNumber)
    fail(
      'FACTUUR-BTWNUMMER',
      'Btw verlegd (medecontractant) vraagt het btw-nummer van de klant: vul het in bij de klant.',
    );
  if (lines.some((line) => line.vatCategory === 'K') && hasCustomer && !buyer.vatNumber)
    fail(
      'FACTUUR-BTWNUMMER',
      'Een intracommunautaire levering (K) vraagt het btw-nummer van de klant: vul het in bij de klant.',
    );
  lines.forEach((line, index) => {
    if (line.vatCategory === 'E' && !line.exemptionReason)
      fail(
        'FACTUUR-VRIJSTELLING',
        `Regel ${index + 1}: een vrijstelling van btw (E) vraagt de reden van de vrijstelling.`,
      );
  });
  if (document.kind === 'invoice' && !document.dueDate && payableOf(document) > 0)
    fail('BR-CO-25', 'Er is een bedrag te betalen: vul de vervaldag in.');
  return failures;
}

/**
 * The official rules' failures that stop the invoice. A private customer has no Peppol
 * address (PEPPOL-EN16931-R010): their invoice goes by e-mail, so that one alone does not.
 */
export function blockingFailures(failures: UblFailure[], document: InvoiceDocument) {
  return failures.filter(
    (failure) => !(failure.rule === 'PEPPOL-EN16931-R010' && !document.buyer.peppolId),
  );
}
