import { t } from '../../i18n/settings';
import { PageTitle } from '../../shared/PageTitle';
import { AccountSection } from './AccountSection';
import { MailSection } from './MailSection';
import { OpeningHoursSection } from './OpeningHoursSection';
import { QuickRepliesSection } from './QuickRepliesSection';
import { StaffSection } from './StaffSection';
import './settings.css';

/**
 * /settings: the signed-in user's own account, e-mail, the company's opening hours, the staff
 * accounts and quick replies.
 */
export default function SettingsPage() {
  return (
    <div className="bo-page bo-settings">
      <PageTitle>{t('menu.settings')}</PageTitle>
      <AccountSection />
      <MailSection />
      <OpeningHoursSection />
      <StaffSection />
      <QuickRepliesSection />
    </div>
  );
}
