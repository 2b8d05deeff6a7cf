import { useState, type FormEvent } from 'react';
import type { WidgetLanguage, WidgetT } from '../../i18n/widget';
import {
  useCancelPublicAppointmentMutation,
  useGetPublicAppointmentQuery,
  useRequestAppointmentRescheduleMutation,
} from './api';
import { errorMessage, isGone } from './errors';

/** The day and the hours in Brussels, in the page's language: 'dinsdag 4 juni 2030, 10:00–11:00'. */
function when(start: string, end: string, language: WidgetLanguage) {
  const locale = language === 'en' ? 'en-GB' : 'nl-BE';
  const zone = { timeZone: 'Europe/Brussels' };
  const day = new Intl.DateTimeFormat(locale, {
    ...zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(start));
  const time = new Intl.DateTimeFormat('nl-BE', { ...zone, hour: '2-digit', minute: '2-digit' });
  return `${day}, ${time.format(new Date(start))}–${time.format(new Date(end))}`;
}

/**
 * A customer's appointment, opened by the link in its mail (docs/product.md § Agenda, The
 * customer is told): when and where, its status, and while it lies ahead a way to cancel it or
 * to ask for another moment (which reaches staff as a message in its conversation).
 */
export function AppointmentPage({
  id,
  token,
  t,
  language,
}: {
  id: number;
  token: string;
  t: WidgetT;
  language: WidgetLanguage;
}) {
  const headers = { id, 'x-appointment-token': token };
  const { data: appointment, error, isLoading } = useGetPublicAppointmentQuery(headers);
  const [cancel, cancelling] = useCancelPublicAppointmentMutation();
  const [ask, asking] = useRequestAppointmentRescheduleMutation();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = cancelling.data ?? appointment;

  if (isLoading)
    return (
      <p className="bo-widget__form" role="status">
        {t('widget.appointment.loading')}
      </p>
    );
  if (!shown || isGone(error)) {
    return (
      <main className="bo-widget__form">
        <h1 className="bo-widget__title">{t('widget.appointment.title')}</h1>
        <p role="alert">
          {error && !isGone(error) ? errorMessage(error, t) : t('widget.appointment.gone')}
        </p>
      </main>
    );
  }

  const doCancel = async () => {
    setProblem(null);
    try {
      await cancel(headers).unwrap();
      setConfirming(false);
      setStatus(t('widget.appointment.cancelled'));
    } catch (failure) {
      setProblem(errorMessage(failure, t));
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setProblem(t('widget.appointment.otherEmpty'));
      return;
    }
    setProblem(null);
    try {
      await ask({ ...headers, rescheduleInput: { message: message.trim() } }).unwrap();
      setMessage('');
      setStatus(t('widget.appointment.otherSent'));
    } catch (failure) {
      setProblem(errorMessage(failure, t));
    }
  };

  const cancelled = shown.status === 'geannuleerd';
  return (
    <main className="bo-widget__form bo-appointment">
      <h1 className="bo-widget__title">{t('widget.appointment.title')}</h1>
      <h2 className="bo-appointment__subject">{shown.title}</h2>
      <dl className="bo-appointment__facts">
        <dt>{t('widget.appointment.when')}</dt>
        <dd className={cancelled ? 'bo-appointment__struck' : undefined}>
          {when(shown.start, shown.end, language)}
        </dd>
        {shown.address && (
          <>
            <dt>{t('widget.appointment.where')}</dt>
            <dd>{shown.address}</dd>
          </>
        )}
        <dt>{t('widget.appointment.status')}</dt>
        <dd>{t(`widget.appointment.status.${shown.status}`)}</dd>
      </dl>
      <div role="status" className="bo-appointment__status">
        {status}
      </div>
      <div role="alert" className="bo-widget__alert">
        {problem}
      </div>
      {cancelled && !status && <p>{t('widget.appointment.cancelledText')}</p>}
      {!cancelled && !shown.canChange && <p>{t('widget.appointment.pastText')}</p>}
      {shown.canChange && (
        <>
          {confirming ? (
            <div className="bo-appointment__confirm">
              <p>{t('widget.appointment.cancelConfirm')}</p>
              <button
                className="bo-widget__primary bo-appointment__danger"
                type="button"
                onClick={() => void doCancel()}
                disabled={cancelling.isLoading}
              >
                {t('widget.appointment.cancelYes')}
              </button>{' '}
              <button
                className="bo-appointment__secondary"
                type="button"
                onClick={() => setConfirming(false)}
              >
                {t('widget.appointment.cancelNo')}
              </button>
            </div>
          ) : (
            <button
              className="bo-appointment__secondary"
              type="button"
              onClick={() => setConfirming(true)}
            >
              {t('widget.appointment.cancel')}
            </button>
          )}
          <form className="bo-appointment__other" onSubmit={(event) => void send(event)} noValidate>
            <h2 className="bo-appointment__subject">{t('widget.appointment.other')}</h2>
            <p className="bo-widget__hint">{t('widget.appointment.otherHint')}</p>
            <div className="bo-widget__field">
              <label htmlFor="bo-appointment-message">{t('widget.appointment.otherMessage')}</label>
              <textarea
                id="bo-appointment-message"
                rows={4}
                maxLength={2000}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            </div>
            <button className="bo-widget__primary" type="submit" disabled={asking.isLoading}>
              {t('widget.appointment.otherSend')}
            </button>
          </form>
        </>
      )}
    </main>
  );
}
