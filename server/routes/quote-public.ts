import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { ApiTag } from '../plugins/swagger';
import { IdParams, errors, ref } from '../schemas/common';
import {
  PublicQuote,
  QuoteAcceptInput,
  QuoteDeclineInput,
  QuoteTokenHeaders,
} from '../schemas/quotes';
import { tokenOf } from '../services/document-shares';
import { publicQuotes } from '../services/quote-public';
import { sendDocumentFile } from './document-files';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  {
    name: 'quote-public',
    description: "Public, with a quote link's token: the customer reads, accepts or declines.",
  },
];

const ONE_404 =
  'An unknown quote, a draft and a wrong or missing token all answer the same 404; wrong tries from one client address are braked (429 with `Retry-After`).';

const quoteToken = (request: FastifyRequest) => tokenOf(request.headers['x-quote-token']);

/** The customer's page of a quote (docs/product.md § Offertes), no account. */
const quotePublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const quotes = publicQuotes(app.db, app.config);

  app.get(
    '/quote/public/:id',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getPublicQuote',
        tags: ['quote-public'],
        summary: 'Public, with the token: the quote as the customer reads it',
        description: `A replaced version still opens with its own token, \`status: vervangen\`. ${ONE_404}`,
        params: IdParams,
        headers: QuoteTokenHeaders,
        response: { 200: ref(PublicQuote), ...errors(400, 404, 429) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store').header('vary', 'X-Quote-Token');
      return quotes.read(request.params.id, quoteToken(request), request.ip);
    },
  );

  app.get(
    '/quote/public/:id/pdf',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getPublicQuotePdf',
        tags: ['quote-public'],
        summary: 'Public, with the token: the PDF the customer was sent',
        description: ONE_404,
        params: IdParams,
        headers: QuoteTokenHeaders,
        response: {
          200: {
            description: 'The PDF',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
          ...errors(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const file = await quotes.pdf(request.params.id, quoteToken(request), request.ip);
      void reply.header('vary', 'X-Quote-Token');
      return sendDocumentFile(reply, file, true);
    },
  );

  app.post(
    '/quote/public/:id/accept',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'acceptPublicQuote',
        tags: ['quote-public'],
        summary: 'Public, with the token: the customer accepts the quote with their name',
        description: `The name and the time are kept; the quote's project moves to \`gepland\`; staff are told. 409 when it was answered already, was replaced or has expired. ${ONE_404}`,
        params: IdParams,
        headers: QuoteTokenHeaders,
        body: ref(QuoteAcceptInput),
        response: { 204: { type: 'null', description: 'Accepted' }, ...errors(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await quotes.accept(request.params.id, quoteToken(request), request.ip, request.body.name);
      return reply.status(204).send();
    },
  );

  app.post(
    '/quote/public/:id/decline',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'declinePublicQuote',
        tags: ['quote-public'],
        summary: 'Public, with the token: the customer declines the quote, with a reason',
        description: `409 when it was answered already, was replaced or has expired. ${ONE_404}`,
        params: IdParams,
        headers: QuoteTokenHeaders,
        body: ref(QuoteDeclineInput),
        response: { 204: { type: 'null', description: 'Declined' }, ...errors(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await quotes.decline(request.params.id, quoteToken(request), request.ip, request.body.reason);
      return reply.status(204).send();
    },
  );
};

export default quotePublicRoutes;
