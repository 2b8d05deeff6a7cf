import { t } from '../../i18n/settings';
import { PageTitle } from '../../shared/PageTitle';
import { useCan } from '../../store/permissions';
import { AccountSection } from './AccountSection';
import { CompanySection } from './CompanySection';
import { MailSection } from './MailSection';
import { OpeningHoursSection } from './OpeningHoursSection';
import { QuickRepliesSection } from './QuickRepliesSection';
import { StaffSection } from './StaffSection';
import './settings.css';

/**
 * /settings: the signed-in user's own account, e-mail, the company's opening hours, its
 * invoicing identity, the staff accounts and quick replies; each role sees its own account and the sections of its areas
 * (docs/product.md § Roles).
 */
export default function SettingsPage() {
  const company = useCan('settings');
  const accounts = useCan('accounts');
  const chats = useCan('chats');
  const invoices = useCan('invoices');
  return (
    <div className="bo-page bo-settings">
      <PageTitle>{t('menu.settings')}</PageTitle>
      <AccountSection />
      {company && <MailSection />}
      {company && <OpeningHoursSection />}
      {invoices && <CompanySection />}
      {accounts && <StaffSection />}
      {chats && <QuickRepliesSection />}
    </div>
  );
}
