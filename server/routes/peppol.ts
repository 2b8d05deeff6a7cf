import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiError, validation } from '../domain/errors';
import { GatewayError, WebhookRefused, splitParticipant } from '../peppol/gateway';
import { recordPeppolEvent } from '../services/peppol-events';
import {
  PeppolLookup,
  PeppolLookupQuery,
  PeppolStatus,
  PeppolWebhookAnswer,
  errors,
  ref,
} from '../schemas';
import type { ApiTag } from '../plugins/swagger';

export const tags: ApiTag[] = [
  {
    name: 'peppol',
    description:
      'The Peppol access point: whether it is set up, directory lookups, and its signed webhook.',
  },
];

/** The exact bytes of each webhook call's body: its signature is over them. */
const rawBodies = new WeakMap<object, Buffer>();

const unavailable = (error: unknown) =>
  new ApiError(
    'PEPPOL_UNAVAILABLE',
    error instanceof GatewayError && error.status > 0
      ? `Het Peppol-toegangspunt weigerde de vraag (${error.status}).`
      : 'Het Peppol-toegangspunt antwoordt niet; probeer het later opnieuw.',
  );

const peppolRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // In this plugin only: JSON bodies are kept as bytes beside their parsed value.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    rawBodies.set(request, body as Buffer);
    let parsed: unknown;
    try {
      parsed = JSON.parse((body as Buffer).toString('utf8'));
    } catch {
      parsed = undefined; // refused below as no event, with the same 401 as a bad signature
    }
    done(null, parsed);
  });

  app.post(
    '/peppol/webhook',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'peppolWebhook',
        tags: ['peppol'],
        summary: "The access point's signed events (documents sent, refused, received)",
        description:
          'Called by the access point, not by people. The body is its event as JSON; ' +
          '`X-Signature: sha256=<hex>` is the HMAC-SHA256 of it under the webhook secret. ' +
          'An event is stored once: a wrong or missing signature, an event dated more than ' +
          'PEPPOL_WEBHOOK_TOLERANCE_SECONDS away, or one without id answers 401 UNAUTHORIZED ' +
          'and an event id seen before 409 DUPLICATE, both changing nothing.',
        headers: Type.Object({ 'x-signature': Type.Optional(Type.String({ maxLength: 200 })) }),
        body: Type.Unknown({ description: 'The event: `{ id, type, timestamp, data }`' }),
        response: { 200: ref(PeppolWebhookAnswer), ...errors(400, 401, 409, 413, 415) },
      },
    },
    async (request) => {
      const gateway = app.peppol.gateway;
      const raw = rawBodies.get(request) ?? Buffer.alloc(0);
      if (!gateway) throw new ApiError('UNAUTHORIZED', 'Peppol is niet ingesteld.');
      let event;
      try {
        event = gateway.verifyWebhook(request.headers, raw);
      } catch (error) {
        if (!(error instanceof WebhookRefused)) throw error;
        request.log.warn({ reason: error.message }, 'peppol: webhook call refused');
        throw new ApiError(
          'UNAUTHORIZED',
          'Deze oproep is niet ondertekend door het toegangspunt.',
        );
      }
      const row = await recordPeppolEvent(app.db, event);
      if (!row) throw new ApiError('DUPLICATE', `Gebeurtenis ${event.id} is al ontvangen.`);
      await app.peppol.emitEvent(row);
      return { received: true as const };
    },
  );

  app.get(
    '/peppol/status',
    {
      config: { permission: { area: 'invoices', access: 'read' } },
      schema: {
        operationId: 'getPeppolStatus',
        tags: ['peppol'],
        summary: 'Whether invoices can go over Peppol here',
        description:
          '`configured` is false with PEPPOL=off: the screens then say Peppol is not set up and ' +
          'offer e-mail. `mode` names the access point (operations.md § Peppol).',
        response: { 200: ref(PeppolStatus), ...errors(400, 401) },
      },
    },
    async () => ({ configured: app.peppol.gateway !== undefined, mode: app.peppol.mode }),
  );

  app.get(
    '/peppol/lookup',
    {
      config: { permission: { area: 'invoices', access: 'read' } },
      schema: {
        operationId: 'lookupPeppolParticipant',
        tags: ['peppol'],
        summary: 'Whether a participant can receive over Peppol, so how its invoices go',
        description:
          'Asks the Peppol directory through the access point. Without an access point ' +
          '(PEPPOL=off) the answer is `{ reachable: false, via: "email" }`; an access point ' +
          'that does not answer gives 502 PEPPOL_UNAVAILABLE.',
        querystring: PeppolLookupQuery,
        response: { 200: ref(PeppolLookup), ...errors(400, 401, 502) },
      },
    },
    async (request) => {
      const id = request.query.id.trim();
      if (!splitParticipant(id))
        throw validation(
          `'${id}' is geen Peppol-ID: verwacht schema:nummer, bijvoorbeeld 0208:0403170701.`,
        );
      const gateway = app.peppol.gateway;
      if (!gateway) return { reachable: false, via: 'email' as const };
      try {
        const { reachable } = await gateway.lookup(id);
        return { reachable, via: reachable ? ('peppol' as const) : ('email' as const) };
      } catch (error) {
        request.log.warn({ err: error }, 'peppol: lookup failed');
        throw unavailable(error);
      }
    },
  );
};

export default peppolRoutes;
