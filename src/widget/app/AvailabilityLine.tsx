import { COMPANY_TIME_ZONE } from '../../../calendar/zone';
import type { WidgetLanguage, WidgetT } from '../../i18n/widget';
import { useGetChatAvailabilityQuery } from './api';

/** The status line is read again this often while the widget is shown. */
const REFRESH_MS = 5 * 60_000;

const SIX_DAYS_MS = 6 * 24 * 3_600_000;

/** The Brussels calendar date of an instant, 'YYYY-MM-DD'. */
const dateOf = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE }).format(instant);

/**
 * When staff are back, as the company says it (Brussels time): 'vandaag', the weekday within
 * the coming week, else the weekday and date.
 */
export function backText(nextOpen: string, t: WidgetT, language: WidgetLanguage, now = new Date()) {
  const when = new Date(nextOpen);
  const locale = language === 'en' ? 'en-GB' : 'nl-BE';
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: COMPANY_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(when);
  if (dateOf(when) === dateOf(now)) return t('widget.backToday', { time });
  const day = new Intl.DateTimeFormat(locale, {
    timeZone: COMPANY_TIME_ZONE,
    weekday: 'long',
    ...(when.getTime() - now.getTime() > SIX_DAYS_MS ? { day: 'numeric', month: 'long' } : {}),
  }).format(when);
  return t('widget.backOn', { day, time });
}

/**
 * Whether staff are in (the company's opening hours): 'We antwoorden meestal binnen een uur', or
 * when they are back and that the question is still taken. Nothing until the server answered.
 */
export function AvailabilityLine({ t, language }: { t: WidgetT; language: WidgetLanguage }) {
  const { data } = useGetChatAvailabilityQuery(undefined, { pollingInterval: REFRESH_MS });
  if (!data) return null;
  return (
    <p className={`bo-widget__availability${data.open ? ' bo-widget__availability--open' : ''}`}>
      {data.open
        ? t('widget.inNow')
        : `${data.nextOpen ? backText(data.nextOpen, t, language) : t('widget.closedNow')} ${t('widget.leaveQuestion')}`}
    </p>
  );
}
