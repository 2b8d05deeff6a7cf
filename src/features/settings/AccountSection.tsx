import { LockOutlined } from '@ant-design/icons';
import { Button, Card, Switch } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/settings';
import { useGetMailPreferenceQuery, useSetMailPreferenceMutation } from './api';
import { useGetAlertsQuery, useSetAlertsMutation } from '../../entities/session/alerts';
import { ChangePasswordModal } from './ChangePasswordModal';
import { staffName } from './staff-name';
import { useSignedInUser } from './use-signed-in-user';

/**
 * Whether the signed-in user gets an e-mail on each new conversation and customer message. The
 * switch moves at once; a refusal puts it back and is worded by the error notifications.
 */
function MailPreferenceSwitch() {
  const { data, isError } = useGetMailPreferenceQuery();
  const [save, { isLoading: saving }] = useSetMailPreferenceMutation();
  const toggle = (notifyByMail: boolean) => {
    void save({ mailPreference: { notifyByMail } });
  };
  return (
    <div className="bo-settings__preference">
      <Switch
        id="bo-settings-notify"
        checked={data?.notifyByMail ?? false}
        loading={(!data && !isError) || saving}
        disabled={!data}
        onChange={toggle}
        aria-describedby="bo-settings-notify-help"
      />
      <div className="bo-settings__preference-text">
        <label htmlFor="bo-settings-notify" className="bo-settings__preference-label">
          {t('settings.notify.label')}
        </label>
        <p id="bo-settings-notify-help" className="bo-settings__preference-help">
          {t('settings.notify.help')}
        </p>
      </div>
    </div>
  );
}

/**
 * A sound and a desktop notification on a new customer message. Switching the notification on
 * asks the browser's permission, from that click (never on load); refused, it stays off.
 */
function AlertSwitches() {
  const { data, isError } = useGetAlertsQuery();
  const [save, { isLoading: saving }] = useSetAlertsMutation();
  const [denied, setDenied] = useState(false);
  const change = async (part: { sound?: boolean; desktop?: boolean }) => {
    if (!data) return;
    if (part.desktop) {
      const permission =
        'Notification' in globalThis ? await Notification.requestPermission() : 'denied';
      setDenied(permission !== 'granted');
      if (permission !== 'granted') return;
    }
    void save({ staffAlerts: { ...data, ...part } });
  };
  const row = (key: 'sound' | 'desktop') => (
    <div className="bo-settings__preference" key={key}>
      <Switch
        id={`bo-settings-alert-${key}`}
        checked={data?.[key] ?? false}
        loading={(!data && !isError) || saving}
        disabled={!data}
        onChange={(on) => void change({ [key]: on })}
        aria-describedby={`bo-settings-alert-${key}-help`}
      />
      <div className="bo-settings__preference-text">
        <label htmlFor={`bo-settings-alert-${key}`} className="bo-settings__preference-label">
          {t(key === 'sound' ? 'settings.alerts.sound' : 'settings.alerts.desktop')}
        </label>
        <p id={`bo-settings-alert-${key}-help`} className="bo-settings__preference-help">
          {t(key === 'sound' ? 'settings.alerts.soundHelp' : 'settings.alerts.desktopHelp')}
        </p>
        {key === 'desktop' && denied && (
          <p role="alert" className="bo-settings__preference-help">
            {t('settings.alerts.denied')}
          </p>
        )}
      </div>
    </div>
  );
  return (
    <>
      {row('sound')}
      {row('desktop')}
    </>
  );
}

/** 'Mijn account': who is signed in, their choice of e-mail, and changing their password. */
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
        <MailPreferenceSwitch />
        <AlertSwitches />
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
