import { t } from '../../i18n/finances';
import { PageTitle } from '../../shared/PageTitle';
import { useCan } from '../../store/permissions';
import { BankAccounts } from './BankAccounts';
import { BankLines } from './BankLines';
import { CashOutlook } from './CashOutlook';
import { PaymentRuns } from './PaymentRuns';
import { VatOverview } from './VatOverview';
import { StatementImport } from './StatementImport';
import './finances.css';

/**
 * /finances (docs/product.md § Financiën): the bank in. The company's accounts, the bank's
 * statement files dropped to import them (a movement with an invoice's structured
 * communication pays it at once), and the movements to process: matched to invoices from the
 * server's suggestions, parked with a reason, or undone; and the payments out: approved supplier
 * invoices paid by one SEPA file for the bank; the VAT overview of a month or a quarter with
 * the accountant's export of that period; and the cash outlook of the next thirteen weeks.
 */
export default function FinancesPage() {
  const mayWrite = useCan('finances', 'write');
  return (
    <div className="bo-finances">
      <PageTitle>{t('menu.finances')}</PageTitle>
      <div className="bo-finances__top">
        <BankAccounts mayWrite={mayWrite} />
        {mayWrite && <StatementImport />}
      </div>
      <BankLines mayWrite={mayWrite} />
      <PaymentRuns mayWrite={mayWrite} />
      <VatOverview />
      <CashOutlook />
    </div>
  );
}
