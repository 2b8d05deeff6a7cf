import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { t } from '../../../i18n/chats';

/** Back to the conversation list: a link (it goes somewhere), shaped as a button. */
export function BackLink({ primary = false }: { primary?: boolean }) {
  const classes = ['bo-chat__back'];
  if (primary) classes.push('bo-chat__back--primary');
  return (
    <Link to="/chats" className={classes.join(' ')}>
      <ArrowLeftOutlined aria-hidden="true" />
      <span>{t('chats.back')}</span>
    </Link>
  );
}
