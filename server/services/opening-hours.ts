import type { Db } from '../db/client';
import { validation } from '../domain/errors';
import {
  availabilityAt,
  nextOpeningAfter,
  openingHoursProblem,
  type OpeningHours,
} from '../domain/opening-hours';
import { isBlankRichText, requiredRichText, sanitizeRichText } from '../domain/rich-text';
import { COMPANY_TIME_ZONE, type Weekday } from '../../calendar/zone';
import type { Actor } from './language';
import { logActivity } from '../repositories/activity';
import { keepFirstResponseOpeningSeconds } from '../repositories/chats';
import {
  loadOpeningHours,
  saveOpeningHours,
  type OpeningHoursRecord,
} from '../repositories/opening-hours';

/**
 * The company's opening hours (docs/product.md § Opening hours): set in /settings, read by the
 * widget's status line and by the automatic first answer a customer gets outside them. One
 * place, which the agenda and the statistics may read too.
 */

/** Where `{nextOpen}` stands in an automatic answer, it says when staff are back. */
export const NEXT_OPEN_PLACEHOLDER = '{nextOpen}';

/**
 * Until someone sets them: open every day round the clock, so nobody gets an automatic answer
 * before the company said when it works.
 */
export const DEFAULT_OPENING_HOURS: OpeningHoursRecord = {
  days: ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({
    weekday,
    open: '00:00',
    close: '24:00',
  })),
  closedDates: [],
  autoReplyDutch:
    '<p>Bedankt voor uw bericht. We zijn op dit moment gesloten; we antwoorden u vanaf {nextOpen}. Ons antwoord krijgt u ook per e-mail.</p>',
  autoReplyEnglish:
    '<p>Thank you for your message. We are closed right now; we will answer you from {nextOpen}. You will also receive our answer by e-mail.</p>',
};

/** The opening hours as stored, or the defaults. */
export async function readOpeningHours(db: Db): Promise<OpeningHoursRecord> {
  return (await loadOpeningHours(db)) ?? DEFAULT_OPENING_HOURS;
}

const asHours = (record: OpeningHoursRecord): OpeningHours => ({
  days: record.days.map((day) => ({ ...day, weekday: day.weekday as Weekday })),
  closedDates: record.closedDates,
});

/**
 * Staff (`by`; null: the system, as the demo seed) set the opening hours: checked, the days by weekday, the dates ascending without
 * repeats, both answers sanitized (the Dutch one must hold text; an empty English one means the
 * Dutch one). Written with its activity entry; answers what is stored.
 */
export async function changeOpeningHours(db: Db, input: OpeningHoursRecord, by: Actor = null) {
  const problem = openingHoursProblem(input);
  if (problem) throw validation(problem);
  const english = sanitizeRichText(input.autoReplyEnglish);
  const record: OpeningHoursRecord = {
    days: [...input.days]
      .map(({ weekday, open, close }) => ({ weekday, open, close }))
      .sort((a, b) => a.weekday - b.weekday),
    closedDates: [...new Set(input.closedDates)].sort(),
    autoReplyDutch: requiredRichText(input.autoReplyDutch, 'autoReplyDutch'),
    autoReplyEnglish: isBlankRichText(english) ? '' : english,
  };
  await db.transaction(async (tx) => {
    await saveOpeningHours(tx, record);
    await logActivity(tx, {
      by,
      kind: 'update',
      target: { kind: 'openingHours', id: null, label: 'Openingsuren' },
    });
  });
  return record;
}

/** The hours response times are counted in; undefined while no day is open. */
export const countingHoursOf = (record: OpeningHoursRecord | undefined) =>
  record && record.days.length > 0
    ? { days: record.days, closedDates: record.closedDates }
    : undefined;

/**
 * After a reply, in its transaction: the chat's first response counted in the opening hours as
 * they are now (docs/architecture.md § Statistics); a later change of them leaves it as it is.
 */
export async function keepOpeningResponse(tx: Db, chatId: number) {
  const hours = countingHoursOf(await loadOpeningHours(tx));
  if (hours) await keepFirstResponseOpeningSeconds(tx, chatId, hours);
}

/** Whether staff are in at `now`, and when they are next. */
export async function availability(db: Db, now = new Date()) {
  return availabilityAt(asHours(await readOpeningHours(db)), now);
}

/** Weekday, date and hour in Brussels time, in `locale`'s words. */
const nextOpenFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: COMPANY_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
const nextOpenFormats = { nl: nextOpenFormat('nl-BE'), en: nextOpenFormat('en-GB') };

/** 'maandag 30 november om 08:00' / 'Monday 30 November at 08:00', Brussels time. */
export function nextOpenText(when: Date | null, language: 'nl' | 'en') {
  if (!when) return language === 'en' ? 'our next working day' : 'onze volgende werkdag';
  const parts = Object.fromEntries(
    nextOpenFormats[language].formatToParts(when).map(({ type, value }) => [type, value]),
  );
  const date = `${parts.weekday} ${parts.day} ${parts.month}`;
  const time = `${parts.hour}:${parts.minute}`;
  return language === 'en' ? `${date} at ${time}` : `${date} om ${time}`;
}

/**
 * The automatic first answer for a customer writing at `now` in `language`, or undefined while
 * staff are in: the stored text (English falls back to Dutch) with `{nextOpen}` filled in.
 * Call inside the customer's message's transaction.
 */
export async function automaticAnswerAt(db: Db, now: Date, language: 'nl' | 'en') {
  const record = await readOpeningHours(db);
  const hours = asHours(record);
  if (availabilityAt(hours, now).open) return undefined;
  const text =
    language === 'en' && record.autoReplyEnglish ? record.autoReplyEnglish : record.autoReplyDutch;
  const lang = language === 'en' && record.autoReplyEnglish ? 'en' : 'nl';
  // The filled-in text is letters, digits and a colon: nothing to escape in the HTML.
  return text.split(NEXT_OPEN_PLACEHOLDER).join(nextOpenText(nextOpeningAfter(hours, now), lang));
}
