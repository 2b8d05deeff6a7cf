import { LockOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/settings';
import { ChangePasswordModal } from './ChangePasswordModal';
import { staffName } from './staff-name';
import { useSignedInUser } from './use-signed-in-user';

/** 'Mijn account': who is signed in, and the way to change their password. */
export function AccountSection() {
  const user = useSignedInUser();
  const [changing, setChanging] = useState(false);
  // Every opening gets a fresh form: nothing typed before is kept.
  const [opening, setOpening] = useState(0);
  if (!user) return null;

  const open = () => {
    setOpening((count) => count + 1);
    setChanging(true);
  };

  return (
    <section className="bo-settings__section" aria-labelledby="bo-settings-account">
      <Card
        title={
          <h2 id="bo-settings-account" className="bo-settings__heading">
            {t('settings.account.title')}
          </h2>
        }
        extra={
          <Button icon={<LockOutlined />} onClick={open}>
            {t('settings.password.change')}
          </Button>
        }
      >
        <dl className="bo-settings__facts">
          <div>
            <dt>{t('settings.account.name')}</dt>
            <dd>{staffName(user)}</dd>
          </div>
          <div>
            <dt>{t('settings.account.email')}</dt>
            <dd>{user.email}</dd>
          </div>
        </dl>
      </Card>
      <ChangePasswordModal
        key={opening}
        open={changing}
        email={user.email}
        onClose={() => setChanging(false)}
      />
    </section>
  );
}
