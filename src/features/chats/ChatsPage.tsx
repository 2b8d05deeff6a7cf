import { t } from '../../i18n';
import { PlaceholderPage } from '../../shared/PlaceholderPage';

export default function ChatsPage() {
  return <PlaceholderPage title={t('chats.title')} />;
}
