import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ApiTag } from '../plugins/swagger';
import { Created, IdParams, errors, ref } from '../schemas/common';
import {
  Quote,
  QuoteInput,
  QuoteListQuery,
  QuotePage,
  QuoteSent,
  QuoteToInvoiceInput,
} from '../schemas/quotes';
import { openDocumentFile } from '../services/document-files';
import { quoteToInvoice } from '../services/quote-invoices';
import { quotePdfFor, sendQuote } from '../services/quote-send';
import { changeQuote, createQuote, listQuotes, readQuote, removeQuote } from '../services/quotes';
import { sendDocumentFile } from './document-files';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  { name: 'quote', description: "Quotes: drafts, sending, the customer's answer, to an invoice." },
];

const PDF_RESPONSE = {
  200: {
    description: 'The PDF',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  },
};

/** Quotes (docs/product.md § Offertes): Beheerder and Kantoor (area `invoices`). */
const quoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = { permission: { area: 'invoices' as const, access: 'read' as const } };
  const write = { permission: { area: 'invoices' as const, access: 'write' as const } };

  app.get(
    '/quote/getall',
    {
      config: read,
      schema: {
        operationId: 'getQuotes',
        tags: ['quote'],
        summary: 'A page of quotes, newest first',
        description:
          '`status=vervallen`: sent quotes past their validity date. Each version of a quote is its own row.',
        querystring: QuoteListQuery,
        response: { 200: ref(QuotePage), ...errors(400) },
      },
    },
    async (request) => {
      const { customer, project, ...rest } = request.query;
      return listQuotes(app.db, { ...rest, customerId: customer, projectId: project });
    },
  );

  app.get(
    '/quote/get/:id',
    {
      config: read,
      schema: {
        operationId: 'getQuote',
        tags: ['quote'],
        summary: 'One quote, with its invoices and its newer version',
        description:
          '`status` is derived: `vervallen` for a sent quote past its validity date. `nextId` names the newer version made of it, `invoices` the invoices made of it (credited ones left out).',
        params: IdParams,
        response: { 200: ref(Quote), ...errors(400, 404) },
      },
    },
    async (request) => readQuote(app.db, request.params.id),
  );

  app.post(
    '/quote/create',
    {
      config: write,
      schema: {
        operationId: 'createQuote',
        tags: ['quote'],
        summary: 'Add a draft quote',
        description:
          'A project brings its customer when none is given. `issueDate` defaults to today (Brussels), `validUntil` to 30 days later.',
        body: ref(QuoteInput),
        response: { 201: ref(Created), ...errors(400) },
      },
    },
    async (request, reply) => {
      const id = await createQuote(app.db, request.body, request.actor.id);
      return reply.status(201).send({ id });
    },
  );

  app.put(
    '/quote/update/:id',
    {
      config: write,
      schema: {
        operationId: 'updateQuote',
        tags: ['quote'],
        summary: 'Change a draft, or make the next version of a sent quote; answers the result',
        description:
          'A draft changes in place (a field left out keeps its value). A sent, declined or expired quote is not changed: its next version is made, a new draft with the same number, `version` + 1 and `previousId`, answered with its own `id`; the earlier one becomes `vervangen` when the new one is sent. 409 for an accepted or replaced quote, or when a next version exists.',
        params: IdParams,
        body: ref(QuoteInput),
        response: { 200: ref(Quote), ...errors(400, 404, 409) },
      },
    },
    async (request) => changeQuote(app.db, request.params.id, request.body, request.actor.id),
  );

  app.delete(
    '/quote/remove/:id',
    {
      config: write,
      schema: {
        operationId: 'removeQuote',
        tags: ['quote'],
        summary: 'Remove a draft: to the trash for 30 days',
        description: 'A sent quote stays (409).',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeQuote(app.db, request.params.id, request.actor.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/quote/send/:id',
    {
      config: write,
      schema: {
        operationId: 'sendQuote',
        tags: ['quote'],
        summary: 'Send a draft to its customer by e-mail, with its PDF and the link to answer',
        description:
          "Gives the number on the first send (series `quote`, gap-free per year), archives the PDF in Bestanden (type Offerte) and mails the customer the link `/offerte/{id}#<token>` (only the token's hash is kept). 409 when it was sent, has no lines, no customer with an e-mail address, or its validity date has passed.",
        params: IdParams,
        response: { 200: ref(QuoteSent), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      const sent = await sendQuote(app.db, app.config.mail, request.params.id, request.actor.id);
      app.mailSender?.wake();
      return sent;
    },
  );

  app.get(
    '/quote/pdf/:id',
    {
      config: read,
      schema: {
        operationId: 'getQuotePdf',
        tags: ['quote'],
        summary: "The quote's PDF: as sent, or a draft's preview",
        description:
          'A sent quote answers the PDF archived in Bestanden when it was sent; a draft a preview made now, numbered `concept`.',
        params: IdParams,
        response: { ...PDF_RESPONSE, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const found = await quotePdfFor(app.db, request.params.id);
      if (found.documentId !== undefined)
        return sendDocumentFile(reply, await openDocumentFile(app.db, found.documentId), false);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="offerte-concept.pdf"')
        .send(Buffer.from(found.pdf!));
    },
  );

  app.post(
    '/quote/toInvoice/:id',
    {
      config: write,
      schema: {
        operationId: 'quoteToInvoice',
        tags: ['quote'],
        summary: 'Make an invoice draft of an accepted quote: the whole, or a deposit',
        description:
          "`full`: the quote's lines; issued deposits of it are deducted (PrepaidAmount, their gross). `deposit`: `percent` or `amount` (cents without VAT), one line per VAT rate of the quote, together never more than the quote. 409 unless accepted, or when its final invoice exists.",
        params: IdParams,
        body: ref(QuoteToInvoiceInput),
        response: { 201: ref(Created), ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const id = await quoteToInvoice(app.db, request.params.id, request.body, request.actor.id);
      return reply.status(201).send({ id });
    },
  );
};

export default quoteRoutes;
