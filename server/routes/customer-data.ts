import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CustomerQuery, errors } from '../schemas';
import { customerExport } from '../services/customer-export';

/**
 * The customer's export to hand over (GDPR access): a ZIP streamed as it is made, with the
 * files of their conversations and documents
 * (services/customer-export.ts). The JSON read and the erasure are the conversations' calls
 * (routes/chat-staff.ts, `/chat/customerData`).
 */
const customerDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/chat/customerData/export',
    {
      config: { permission: { area: 'chats', access: 'read' } },
      schema: {
        operationId: 'exportCustomerData',
        description:
          "The customer's right of access, the document to hand over: a ZIP, streamed, with `klantgegevens.json` (the answer of GET /api/chat/customerData) each file of their conversations under `bestanden/{id}-{name}` and the current version of each of their documents (Bestanden) under `documenten/{id}-{fileName}` (the `path`s the document names). `Content-Disposition` names it `klantgegevens-{email}-{YYYY-MM-DD}.zip`.",
        tags: ['chat'],
        summary:
          'Every conversation and document of one customer (by e-mail address) with their files, as a ZIP',
        querystring: CustomerQuery,
        response: {
          200: {
            description: 'The ZIP',
            content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
          },
          ...errors(400),
        },
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await customerExport(app.db, request.query.email);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .type('application/zip')
        .send(stream);
    },
  );
};

export default customerDataRoutes;
