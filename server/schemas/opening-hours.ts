/** The company's opening hours, and whether staff are in (the widget's status line). */
import { Type } from '@sinclair/typebox';
import { Timestamp, ref } from './common';

const Time = Type.String({
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
  description: "'HH:MM', Brussels time",
});
const ClosingTime = Type.String({
  pattern: '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$',
  description: "'HH:MM', Brussels time; '24:00' is the day's end",
});

export const OpeningDay = Type.Object(
  {
    weekday: Type.Integer({ minimum: 1, maximum: 7, description: 'ISO: Monday 1 … Sunday 7' }),
    open: Time,
    close: ClosingTime,
  },
  { $id: 'OpeningDay', additionalProperties: false },
);

export const OpeningHours = Type.Object(
  {
    days: Type.Array(ref(OpeningDay), {
      maxItems: 7,
      description: 'Each weekday at most once, by weekday; a weekday absent is closed',
    }),
    closedDates: Type.Array(Type.String({ format: 'date', maxLength: 10 }), {
      maxItems: 1000,
      description: "Dates the company is closed ('YYYY-MM-DD', Brussels), e.g. public holidays",
    }),
    autoReplyDutch: Type.String({
      maxLength: 20_000,
      description:
        'The automatic first answer outside opening hours (rich text, sanitized); `{nextOpen}` becomes when staff are back',
    }),
    autoReplyEnglish: Type.String({
      maxLength: 20_000,
      description: 'The same in English; empty: English customers get the Dutch one',
    }),
  },
  { $id: 'OpeningHours', additionalProperties: false },
);

export const Availability = Type.Object(
  {
    open: Type.Boolean({ description: 'Whether staff are in now (opening hours, Brussels time)' }),
    nextOpen: Type.Union([Timestamp, Type.Null()], {
      description:
        'When staff are next in; null while open, or when no day of the coming year is open',
    }),
  },
  { $id: 'Availability' },
);
