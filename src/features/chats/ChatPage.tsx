import { t } from '../../i18n/chats';
import { PlaceholderPage } from '../../shared/PlaceholderPage';

export default function ChatPage() {
  return <PlaceholderPage title={t('chats.detailTitle')} />;
}
