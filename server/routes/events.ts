import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SharedChecks } from '../live/shared-checks';
import { currentSession } from '../services/sessions';
import { errors, eventStreamResponse } from '../schemas';
import { hasArea, hasOwnGrant } from '../domain/roles';
import { AssignedChats } from '../live/assigned-chats';
import type { ApiTag } from '../plugins/swagger';
import type { ChatEvent } from '../../contract/live-events';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  {
    name: 'events',
    description: 'Server-Sent Events: live changes of conversations, and files customers sent.',
  },
];

/** The bearer token of a request that passed the auth hook. */
const bearerToken = (header: string | undefined) => /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1];

const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/events',
    {
      config: { permission: 'signedIn' },
      schema: {
        operationId: 'getEvents',
        tags: ['events'],
        summary: 'A stream of changes of conversations, for staff screens',
        description:
          'Server-Sent Events: `event: chat` whose data is a ChatEvent (`{ chatId, kind, sender?, ' +
          'origin? }`: ids and kinds, never text; components.schemas.ChatEvent) with an increasing `id` (send it ' +
          'back as `Last-Event-ID` to receive what was missed); a comment every few seconds. It ' +
          "ends when the session ends or the account's role changes; a role without the chats receives the events of the conversations assigned to it, or none. " +
          "`event: documents` without an id when a customer sent files through an upload link (components.schemas.DocumentsReceived), to a role with Bestanden and to the link's maker; never caught up on. " +
          '`event: invoice` without an id when an invoice was sent, delivered, refused or reminded (components.schemas.InvoiceChanged), to a role with the invoices; never caught up on. ' +
          '`event: quote` without an id when a customer accepted or declined a quote on its page (components.schemas.QuoteAnswered), to a role with the invoices; never caught up on. ' +
          '`event: purchase` without an id when a supplier invoice arrived over Peppol or was uploaded (`{ purchaseId, number, source }`), to a role with Aankopen; never caught up on. ' +
          'A server that holds as many streams as it may answers ' +
          '503 SERVER_BUSY with `Retry-After`.',
        response: {
          ...eventStreamResponse('The stream of events (text/event-stream)'),
          ...errors(503),
        },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request.headers.authorization) ?? '';
      const { id, role } = request.actor;
      // Events follow the role (docs/product.md § Roles): a role with the chats gets every
      // conversation's, one that answers its assigned conversations only theirs, others none.
      let accepts: (event: ChatEvent) => boolean | Promise<boolean> = () => false;
      if (hasArea(role, 'chats', 'read')) accepts = () => true;
      else if (hasOwnGrant(role, 'assignedChat')) {
        const assigned = new AssignedChats(app.db, id);
        await assigned.load();
        accepts = assigned.accepts;
      }
      await app.live.serveStaff(request, reply, {
        userId: id,
        accepts,
        // A customer's upload through a link: Bestanden's staff, and whoever made the link.
        hearsDocuments: (createdBy) => hasArea(role, 'files', 'read') || createdBy === id,
        // An invoice's sending, delivery or reminders changed: whoever reads the invoices.
        hearsInvoices: hasArea(role, 'invoices', 'read'),
        hearsQuotes: hasArea(role, 'invoices', 'read'),
        // A supplier invoice arrived (Peppol or an upload): whoever reads the purchases.
        hearsPurchases: hasArea(role, 'purchases', 'read'),
        access: {
          key: SharedChecks.keyOf('session', token, role),
          // The database's answer: a remembered session could outlive its end by a moment. A
          // role changed since the stream opened ends it: the client reopens it under the new one.
          check: async () => (await currentSession(app.db, token))?.user.role === role,
        },
      });
    },
  );
};

export default eventRoutes;
