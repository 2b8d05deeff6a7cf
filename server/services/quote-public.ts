import { timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { addressKey } from '../domain/client-address';
import { ApiError, rateLimited } from '../domain/errors';
import { invoiceTotals, lineNet } from '../domain/invoice-totals';
import { hashToken } from '../domain/tokens';
import { logActivity } from '../repositories/activity';
import { findQuote, lockQuote, updateQuote, type QuoteRow } from '../repositories/quotes';
import { announceQuoteAnswered } from '../repositories/quote-live';
import { Throttle } from '../repositories/throttle';
import { projects } from '../db/schema';
import { eq } from 'drizzle-orm';
import { readCompanySettings } from './company-settings';
import { openDocumentFile } from './document-files';
import { brusselsToday } from './documents';
import { projectTarget, writeProject } from './projects';
import { quoteLabel, quoteTarget } from './quotes';

/**
 * The customer's page of a sent quote (docs/product.md § Offertes): opened with the token of
 * the mail's link (header X-Quote-Token), it shows the quote and takes the answer: accepted
 * with a name (kept with the time) or declined with a reason, once, before the validity date.
 * Every wrong case (unknown quote, wrong token, a draft) answers the same 404, and an address
 * that keeps guessing is braked (429) as the documents' links are. A replaced version still
 * opens with its own token, read only: it says a newer version exists.
 */

/** The one answer of a link that does not open, whatever the reason. */
export const quoteLinkNotFound = () =>
  new ApiError('NOT_FOUND', 'Deze link opent geen offerte: hij bestaat niet of klopt niet.');

const sameHash = (stored: string | null, token: string) =>
  stored !== null &&
  token !== '' &&
  timingSafeEqual(Buffer.from(stored), Buffer.from(hashToken(token)));

/** Whether the token opens this quote: sent (never a draft) and its hash matches. */
const opens = (row: QuoteRow, token: string) =>
  row.status !== 'concept' && sameHash(row.tokenHash, token);

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export function publicQuotes(db: Db, config: Pick<Config, 'documentLinkLimits'>) {
  const limits = config.documentLinkLimits;
  const misses = new Throttle(db, 'quote-link-miss', limits.windowSeconds);

  /**
   * The quote the token opens, counted as a miss of the address until it opens (the throttle
   * writes outside any transaction: PGlite has one connection).
   */
  async function open(id: number, token: string, address: string) {
    if (!token) throw quoteLinkNotFound();
    const attempt = await misses.take([
      { key: addressKey(address), limit: limits.missesPerAddress },
    ]);
    if ('retryAfterSeconds' in attempt)
      throw rateLimited('Te veel pogingen; probeer het later opnieuw.', attempt.retryAfterSeconds);
    const row = (await findQuote(db, id))?.row;
    if (!row || !opens(row, token)) throw quoteLinkNotFound();
    await misses.forget(attempt.ids);
    return row;
  }

  const expired = (row: QuoteRow) =>
    row.status === 'verzonden' && row.validUntil !== null && row.validUntil < brusselsToday();

  async function read(id: number, token: string, address: string) {
    const row = await open(id, token, address);
    const settings = await readCompanySettings(db);
    const found = (await findQuote(db, id))!;
    const totals = invoiceTotals(row.lines);
    return {
      id: row.id,
      number: row.number!,
      version: row.version,
      status: (expired(row) ? 'vervallen' : row.status) as 'verzonden',
      title: row.title,
      issueDate: row.issueDate,
      validUntil: row.validUntil,
      note: row.note,
      company: {
        name: settings.name,
        street: settings.street,
        postalCode: settings.postalCode,
        city: settings.city,
        email: settings.email,
        vatNumber: settings.vatNumber,
      },
      customerName: found.customerName ?? '',
      lines: row.lines.map((line) => ({
        description: line.description,
        quantity: line.quantity,
        unitCode: line.unitCode,
        unitPrice: line.unitPrice,
        discountPercent: line.discountPercent,
        vatRate: line.vatRate,
        net: lineNet(line),
      })),
      vat: totals.vat.map(({ category, rate, taxable, tax }) => ({ category, rate, taxable, tax })),
      netAmount: row.netAmount,
      vatAmount: row.vatAmount,
      grossAmount: row.grossAmount,
      acceptedName: row.acceptedName,
      acceptedAt: iso(row.acceptedAt),
      declinedAt: iso(row.declinedAt),
    };
  }

  /** The PDF the customer was sent. */
  async function pdf(id: number, token: string, address: string) {
    const row = await open(id, token, address);
    if (!row.pdfDocumentId) throw quoteLinkNotFound();
    return openDocumentFile(db, row.pdfDocumentId);
  }

  /** Why an answer is refused now (in Dutch), or undefined when the quote waits for one. */
  function refusal(row: QuoteRow) {
    if (row.status === 'aanvaard') return 'U hebt deze offerte al aanvaard.';
    if (row.status === 'geweigerd') return 'U hebt deze offerte al geweigerd.';
    if (row.status === 'vervangen')
      return 'Er is een nieuwere versie van deze offerte; open de link in de laatste e-mail.';
    if (expired(row)) return 'Deze offerte is vervallen; vraag ons gerust een nieuwe offerte.';
    return undefined;
  }

  async function answer(
    id: number,
    token: string,
    address: string,
    values: { acceptedName: string } | { declinedReason: string },
  ) {
    const accepted = 'acceptedName' in values;
    await open(id, token, address);
    await db.transaction(async (tx) => {
      // Locked and checked again: another answer may have come in between.
      const row = await lockQuote(tx, id);
      if (!row || !opens(row, token)) throw quoteLinkNotFound();
      const refused = refusal(row);
      if (refused) throw new ApiError('CONFLICT', refused);
      const now = new Date();
      await updateQuote(
        tx,
        id,
        accepted
          ? { status: 'aanvaard', acceptedName: values.acceptedName, acceptedAt: now }
          : { status: 'geweigerd', declinedReason: values.declinedReason, declinedAt: now },
      );
      const label = `${quoteLabel(row)} ${accepted ? `aanvaard door ${values.acceptedName}` : 'geweigerd door de klant'}`;
      await logActivity(tx, { by: null, kind: 'update', target: quoteTarget(id, label) });
      if (accepted && row.projectId) await planProject(tx, row.projectId);
      await announceQuoteAnswered(tx, {
        quoteId: id,
        number: row.number ?? '',
        accepted,
        customerId: row.customerId,
      });
    });
  }

  const accept = (id: number, token: string, address: string, name: string) => {
    const acceptedName = name.replace(/\s+/g, ' ').trim();
    if (!acceptedName) throw new ApiError('VALIDATION', 'Vul uw naam in.');
    return answer(id, token, address, { acceptedName });
  };

  const decline = (id: number, token: string, address: string, reason: string) =>
    answer(id, token, address, { declinedReason: reason.trim() });

  return { read, pdf, accept, decline };
}

/** An accepted quote moves its project, still at `aanvraag` or `offerte`, to `gepland`. */
async function planProject(tx: Db, projectId: number) {
  const [project] = await tx
    .select({ stage: projects.stage, name: projects.name })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project || (project.stage !== 'aanvraag' && project.stage !== 'offerte')) return;
  await writeProject(tx, projectId, { stage: 'gepland' }, null);
  await logActivity(tx, {
    by: null,
    kind: 'update',
    target: projectTarget(projectId, project.name),
  });
}
