import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  awaitMailOutcome,
  changeMailPreference,
  mailStatus,
  queueTestMail,
  readMailPreference,
} from '../services/mail';
import { MailPreference, MailStatus, MailTestOutcome, errors, ref } from '../schemas';
import type { ApiTag } from '../plugins/swagger';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  {
    name: 'mail',
    description:
      "E-mail to customers (staff replies) and staff (new messages): its state, a test mail, and each account's choice.",
  },
];

/** How long the test mail's answer waits for the mail server before it says 'waiting'. */
const TEST_WAIT_MS = 15_000;

const mailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { mail } = app.config;

  app.get(
    '/mail/status',
    {
      config: { permission: { area: 'settings', access: 'read' } },
      schema: {
        operationId: 'getMailStatus',
        description:
          'Counts of the last `days` days (`waiting`: every mail not sent yet), and the last error a mail server gave.',
        tags: ['mail'],
        summary: 'Whether e-mail is set up, and what the outbox sent, holds and gave up',
        response: { 200: ref(MailStatus) },
      },
    },
    async () => mailStatus(app.db, mail),
  );

  app.post(
    '/mail/test',
    {
      config: { permission: { area: 'settings', access: 'write' } },
      schema: {
        operationId: 'sendTestMail',
        description:
          "Goes through the outbox like every mail, and answers once the mail server accepted or refused it, or after 15 s ('waiting': the outbox keeps trying). 409 MAIL_NOT_CONFIGURED without `SMTP_URL`.",
        tags: ['mail'],
        summary: 'Send a test mail to the signed-in staff member',
        response: { 200: ref(MailTestOutcome), ...errors(409) },
      },
    },
    async (request) => {
      const id = await queueTestMail(app.db, mail, request.actor);
      app.mailSender?.wake();
      const outcome = await awaitMailOutcome(app.db, id, TEST_WAIT_MS);
      // Skipped applies to customers' replies only; a test mail is sent, waiting or failed.
      return {
        status: outcome.status === 'skipped' ? 'failed' : outcome.status,
        error: outcome.error,
      };
    },
  );

  app.get(
    '/mail/preference',
    {
      config: { permission: 'signedIn' },
      schema: {
        operationId: 'getMailPreference',
        description: "On by default; the switch 'E-mail bij nieuwe berichten' in /settings.",
        tags: ['mail'],
        summary: "The signed-in staff member's choice: an e-mail for each new customer message",
        response: { 200: ref(MailPreference) },
      },
    },
    async (request) => readMailPreference(app.db, request.actor.id),
  );

  app.put(
    '/mail/preference',
    {
      config: { permission: 'signedIn' },
      schema: {
        operationId: 'setMailPreference',
        description: 'Only for the account of the bearer token; answers the choice as stored.',
        tags: ['mail'],
        summary: "Change the signed-in staff member's choice of e-mail on new customer messages",
        body: ref(MailPreference),
        response: { 200: ref(MailPreference), ...errors(400) },
      },
    },
    async (request) => changeMailPreference(app.db, request.actor.id, request.body.notifyByMail),
  );
};

export default mailRoutes;
