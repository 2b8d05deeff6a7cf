/** E-mail: its state in /settings, the test mail and each account's choice. */
import { Type } from '@sinclair/typebox';
import { Timestamp } from './common';

const Count = Type.Integer({ minimum: 0 });

export const MailStatus = Type.Object(
  {
    configured: Type.Boolean({
      description: 'False when the server has no `SMTP_URL`: mail is kept in the outbox, unsent',
    }),
    from: Type.String({ description: 'The From address of the mails' }),
    days: Type.Integer({ minimum: 1, description: 'The period `sent` and `failed` cover' }),
    sent: Count,
    waiting: Count,
    failed: Count,
    lastError: Type.Union([
      Type.Object({
        message: Type.String({
          description: "The mail server's answer, or why it was not reached",
        }),
        at: Timestamp,
      }),
      Type.Null(),
    ]),
  },
  { $id: 'MailStatus' },
);

export const MailTestOutcome = Type.Object(
  {
    status: Type.Union([Type.Literal('sent'), Type.Literal('waiting'), Type.Literal('failed')], {
      description:
        '`waiting`: not sent within a few seconds; the outbox keeps trying (see `error`)',
    }),
    error: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'MailTestOutcome' },
);

export const MailPreference = Type.Object(
  {
    notifyByMail: Type.Boolean({
      description:
        'An e-mail for each new conversation and each new customer message (on by default)',
    }),
  },
  { $id: 'MailPreference', additionalProperties: false },
);
