import { t } from '../../i18n/chats';
import { PlaceholderPage } from '../../shared/PlaceholderPage';

export default function ChatsPage() {
  return <PlaceholderPage title={t('chats.title')} />;
}
