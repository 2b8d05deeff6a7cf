import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams, errors, ref } from '../schemas/common';
import { InvoiceDelivery, SendInvoiceInput } from '../schemas/invoice-sending';
import { readInvoiceDelivery, sendInvoice } from '../services/invoice-sending';

/**
 * Sending an issued invoice and reading its delivery (docs/product.md § Facturen, Verzenden);
 * the operations are the `invoice` tag's, declared in invoice.ts.
 */
const invoiceSendingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/invoice/send/:id',
    {
      config: { permission: { area: 'invoices', access: 'write' } },
      schema: {
        operationId: 'sendInvoice',
        tags: ['invoice'],
        summary: 'Send an issued invoice over Peppol or by e-mail',
        description:
          'Only an issued invoice leaves (a draft: 409 INVOICE_NOT_ISSUED). `peppol`: the UBL, ' +
          "with the PDF embedded and validated first (422 INVOICE_RULES), goes to the buyer's " +
          'Peppol ID through the access point; without one (PEPPOL=off) 409 PEPPOL_NOT_CONFIGURED, ' +
          'a buyer without Peppol ID or an invoice already on its way 409 CONFLICT, an access ' +
          'point that refuses or does not answer 502 PEPPOL_UNAVAILABLE. `email`: the PDF and ' +
          "the UBL attached to a mail to the customer's address through the outbox (no address: " +
          "409 CONFLICT; no SMTP_URL: 409 MAIL_NOT_CONFIGURED); a private customer's missing " +
          'Peppol address (PEPPOL-EN16931-R010) is no fault there. The delivery becomes ' +
          "`verzonden` and an issued invoice `verzonden`; the access point's webhook later makes " +
          'it `afgeleverd` or `geweigerd`. Answers the delivery.',
        params: IdParams,
        body: ref(SendInvoiceInput),
        response: { 200: ref(InvoiceDelivery), ...errors(400, 404, 409, 422, 502) },
      },
    },
    async (request) =>
      sendInvoice(
        {
          db: app.db,
          mail: app.config.mail,
          gateway: app.peppol.gateway,
          wakeMail: () => app.mailSender?.wake(),
        },
        request.params.id,
        request.body.via,
        request.actor.id,
      ),
  );

  app.get(
    '/invoice/delivery/:id',
    {
      config: { permission: { area: 'invoices', access: 'read' } },
      schema: {
        operationId: 'getInvoiceDelivery',
        tags: ['invoice'],
        summary: 'How an invoice was sent, what became of it, and its reminders',
        description:
          'The delivery of an invoice: how it was last sent (`sentVia`), its `deliveryState` ' +
          '(`verzonden`; over Peppol then `afgeleverd` or `geweigerd` with `deliveryDetail`, as ' +
          "the access point's webhook or status tells), `sentAt`, the buyer's Peppol ID and the " +
          'e-mail address a sending by e-mail would use, and the reminders sent. 404 for an ' +
          'unknown invoice.',
        params: IdParams,
        response: { 200: ref(InvoiceDelivery), ...errors(400, 404) },
      },
    },
    async (request) => readInvoiceDelivery(app.db, request.params.id),
  );
};

export default invoiceSendingRoutes;
