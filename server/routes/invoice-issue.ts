import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Created, IdParams, errors, ref } from '../schemas/common';
import { Invoice, InvoiceRulesAnswer, IssuedNumber, PaymentInput } from '../schemas/invoices';
import { creditInvoice } from '../services/invoice-credit';
import { invoiceFile } from '../services/invoice-files';
import { issueInvoice } from '../services/invoice-issue';
import { addInvoicePayment } from '../services/invoice-payments';

const READ = { permission: { area: 'invoices', access: 'read' } } as const;
const WRITE = { permission: { area: 'invoices', access: 'write' } } as const;

const fileAnswer = (mediaType: string, description: string) => ({
  200: {
    description,
    content: { [mediaType]: { schema: { type: 'string', format: 'binary' } as const } },
  },
});

function sendFile(reply: FastifyReply, file: { name: string; mediaType: string; bytes: Buffer }) {
  return reply
    .type(file.mediaType)
    .header('content-length', file.bytes.length)
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      `inline; filename="${file.name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"`,
    )
    .send(file.bytes);
}

/**
 * An invoice's life after the draft (docs/product.md § Facturen): issuing, credit notes,
 * payments and its documents. Sending is invoice-send.ts's.
 */
const invoiceIssueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/invoice/issue/:id',
    {
      config: WRITE,
      schema: {
        operationId: 'issueInvoice',
        tags: ['invoice'],
        summary: 'Issue a draft: its number, frozen, its UBL and PDF archived',
        description:
          'In one transaction: checks the rules, gives the next number of its series and year ' +
          '(gap-free), its structured communication, freezes the document, builds the UBL with ' +
          'the PDF embedded, validates it against the official artefacts and archives both in ' +
          'Bestanden (type Factuur). Any failure leaves the draft as it was and uses no number: ' +
          '422 INVOICE_RULES lists the failed rules with a Dutch message each. Issued already: ' +
          '409 INVOICE_ISSUED.',
        params: IdParams,
        response: {
          200: ref(IssuedNumber),
          ...errors(400, 404, 409),
          422: ref(InvoiceRulesAnswer),
        },
      },
    },
    async (request) => issueInvoice(app.db, request.params.id, request.actor.id),
  );

  app.post(
    '/invoice/credit/:id',
    {
      config: WRITE,
      schema: {
        operationId: 'creditInvoice',
        tags: ['invoice'],
        summary: 'Make a credit-note draft for an issued invoice',
        description:
          "A draft copying the invoice's lines, to adjust and issue; issuing one that credits " +
          "the whole marks the invoice `gecrediteerd`. A draft or a credit note can't be " +
          'credited: 409 CONFLICT.',
        params: IdParams,
        response: { 201: ref(Created), ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const id = await creditInvoice(app.db, request.params.id, request.actor.id);
      return reply.status(201).send({ id });
    },
  );

  app.get(
    '/invoice/pdf/:id',
    {
      config: READ,
      schema: {
        operationId: 'getInvoicePdf',
        tags: ['invoice'],
        summary: 'The PDF',
        description:
          'Issued: the archived PDF, byte for byte. A draft: a PDF marked CONCEPT, made now.',
        params: IdParams,
        response: { ...fileAnswer('application/pdf', 'The PDF'), ...errors(400, 404) },
      },
    },
    async (request, reply) => sendFile(reply, await invoiceFile(app.db, request.params.id, 'pdf')),
  );

  app.get(
    '/invoice/ubl/:id',
    {
      config: READ,
      schema: {
        operationId: 'getInvoiceUbl',
        tags: ['invoice'],
        summary: 'The archived UBL (Peppol BIS Billing 3.0) of an issued invoice',
        description: 'A draft has none yet: 409 CONFLICT.',
        params: IdParams,
        response: { ...fileAnswer('application/xml', 'The UBL'), ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => sendFile(reply, await invoiceFile(app.db, request.params.id, 'ubl')),
  );

  app.post(
    '/invoice/payment/:id',
    {
      config: WRITE,
      schema: {
        operationId: 'addInvoicePayment',
        tags: ['invoice'],
        summary: 'Register a payment (partial or whole); answers the invoice',
        description:
          'The status becomes `deels betaald` or `betaald`. A draft or a credit note: 409 ' +
          'CONFLICT; more than is open: 400 VALIDATION.',
        params: IdParams,
        body: ref(PaymentInput),
        response: { 200: ref(Invoice), ...errors(400, 404, 409) },
      },
    },
    async (request) => addInvoicePayment(app.db, request.params.id, request.body, request.actor.id),
  );
};

export default invoiceIssueRoutes;
