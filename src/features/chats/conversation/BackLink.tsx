import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { t } from '../../../i18n/chats';
import { chatListPath } from '../list/ChatListFilters';

/** Back to the conversation list as it was left (its filter): a link, shaped as a button. */
export function BackLink({ primary = false }: { primary?: boolean }) {
  const classes = ['bo-chat__back'];
  if (primary) classes.push('bo-chat__back--primary');
  return (
    <Link to={chatListPath()} className={classes.join(' ')}>
      <ArrowLeftOutlined aria-hidden="true" />
      <span>{t('chats.back')}</span>
    </Link>
  );
}
