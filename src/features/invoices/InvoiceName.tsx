import { t } from '../../i18n/invoices';

interface Named {
  id: number;
  kind: 'invoice' | 'creditNote';
  number: string | null;
  deposit: boolean;
}

/** What an invoice is called: 'Factuur 2026-0001', 'Creditnota CN-2026-0002', 'Factuur (concept)'. */
export const invoiceName = (invoice: Named) => {
  const kind = t(
    invoice.kind === 'creditNote'
      ? 'invoices.kind.creditNote'
      : invoice.deposit
        ? 'invoices.kind.deposit'
        : 'invoices.kind.invoice',
  );
  return `${kind} ${invoice.number ?? `${t('invoices.draftNumber').toLowerCase()} #${invoice.id}`}`;
};

export function InvoiceName({ invoice }: { invoice: Named }) {
  return <>{invoiceName(invoice)}</>;
}
