import { SendOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/settings';
import { formatTimestamp } from '../../shared/dates';
import { formatCount } from '../../shared/numbers';
import { useGetMailStatusQuery, useSendTestMailMutation, type MailTestOutcome } from './api';
import { useSignedInUser } from './use-signed-in-user';

interface Outcome {
  type: 'success' | 'warning' | 'error';
  text: string;
}

/** What became of a test mail, in words: the mail server's reason when it gave one. */
function outcomeOf({ status, error }: MailTestOutcome, email: string): Outcome {
  if (status === 'sent') return { type: 'success', text: t('settings.mail.testSent', { email }) };
  if (status === 'waiting') {
    return {
      type: 'warning',
      text: error
        ? t('settings.mail.testWaiting', { error })
        : t('settings.mail.testWaitingQueued'),
    };
  }
  return {
    type: 'error',
    text: error ? t('settings.mail.testFailed', { error }) : t('settings.mail.testFailedUnknown'),
  };
}

/**
 * 'E-mail': whether the server can send mail, what its outbox sent, holds and gave up lately,
 * and a test mail to the signed-in user.
 */
export function MailSection() {
  const user = useSignedInUser();
  const { data: status, isError, refetch } = useGetMailStatusQuery();
  const [sendTest, { isLoading: sending }] = useSendTestMailMutation();
  const [outcome, setOutcome] = useState<Outcome>();

  const test = async () => {
    setOutcome(undefined);
    const result = await sendTest();
    // A refusal (e-mail not set up after all, …) is worded by the error notifications, and the
    // status, read again, shows it.
    if (result.data && user) setOutcome(outcomeOf(result.data, user.email));
  };

  let body;
  if (status) {
    const figures = [
      { key: 'sent', label: t('settings.mail.sent'), value: status.sent },
      { key: 'waiting', label: t('settings.mail.waiting'), value: status.waiting },
      { key: 'failed', label: t('settings.mail.failed'), value: status.failed },
    ];
    body = (
      <>
        {!status.configured && (
          <Alert
            className="bo-settings__mail-alert"
            type="warning"
            showIcon
            title={t('settings.mail.notConfigured')}
          />
        )}
        <dl className="bo-settings__facts">
          <div>
            <dt>{t('settings.mail.from')}</dt>
            <dd>{status.from}</dd>
          </div>
          {status.lastError && (
            <div>
              <dt>{t('settings.mail.lastError')}</dt>
              <dd className="bo-settings__mail-error">
                <time className="bo-settings__time" dateTime={status.lastError.at}>
                  {formatTimestamp(status.lastError.at)}
                </time>
                <span>{status.lastError.message}</span>
              </dd>
            </div>
          )}
        </dl>
        <h3 className="bo-settings__subheading">
          {status.days === 1
            ? t('settings.mail.periodOne')
            : t('settings.mail.period', { days: status.days })}
        </h3>
        <dl className="bo-settings__figures">
          {figures.map((figure) => (
            <div
              key={figure.key}
              data-figure={figure.key}
              data-attention={figure.key === 'failed' && figure.value > 0 ? 'true' : undefined}
            >
              <dt>{figure.label}</dt>
              <dd>{formatCount(figure.value)}</dd>
            </div>
          ))}
        </dl>
        <p className="bo-settings__note">{t('settings.mail.waitingNote')}</p>
      </>
    );
  } else if (isError) {
    body = (
      <Result
        status="warning"
        title={t('settings.mail.loadFailed')}
        extra={<Button onClick={() => refetch()}>{t('session.retry')}</Button>}
      />
    );
  } else {
    body = <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  }

  return (
    <section className="bo-settings__section" aria-labelledby="bo-settings-mail">
      <Card
        title={
          <h2 id="bo-settings-mail" className="bo-settings__heading">
            {t('settings.mail.title')}
          </h2>
        }
        extra={
          <Button
            icon={<SendOutlined />}
            loading={sending}
            disabled={!status?.configured}
            onClick={() => void test()}
          >
            {t('settings.mail.test')}
          </Button>
        }
      >
        {body}
        <div className="bo-settings__mail-outcome" role="status">
          {sending && <p className="bo-settings__note">{t('settings.mail.testing')}</p>}
          {outcome && <Alert type={outcome.type} showIcon title={outcome.text} role="none" />}
        </div>
      </Card>
    </section>
  );
}
