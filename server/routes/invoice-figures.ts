import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams, errors, ref } from '../schemas/common';
import {
  InvoiceOverview,
  InvoiceStatistics,
  InvoiceStatisticsQuery,
  ProjectMoney,
} from '../schemas/invoice-figures';
import { invoiceOverview, invoiceStatistics, projectMoney } from '../services/invoice-figures';

/**
 * The money figures of invoicing (docs/product.md § Facturen: the figures), each for a role with
 * `invoices` (Beheerder, Kantoor): the project page's card, the overview's cards and
 * Statistieken's section. Read each time: no answer cache (the figures move with the date).
 */
const invoiceFigureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/project/money/:id',
    {
      config: { permission: { area: 'invoices', access: 'read' } },
      schema: {
        operationId: 'getProjectMoney',
        tags: ['project'],
        summary: "A project's quoted, invoiced, paid and open amounts, its quotes and invoices",
        description:
          'Amounts in cents, VAT included. Quoted: the quotes sent or accepted (current versions). Invoiced: issued invoices less issued credit notes. Paid: what those received. Open: what the open invoices still wait for. Statuses as readers see them (`vervallen` derived on the Brussels date). A project that does not exist answers 404.',
        params: IdParams,
        response: { 200: ref(ProjectMoney), ...errors(400, 404) },
      },
    },
    async (request) => projectMoney(app.db, request.params.id),
  );

  app.get(
    '/overview/invoices',
    {
      config: { permission: { area: 'invoices', access: 'read' } },
      schema: {
        operationId: 'getInvoiceOverview',
        tags: ['overview'],
        summary: "The overview's money: open and overdue invoices, quotes waiting for an answer",
        description:
          'Counts and sums in cents of the whole database on the Brussels date: open invoices (issued, not fully paid) and of those the ones past their due date; sent quotes not answered and not past their validity date.',
        response: { 200: ref(InvoiceOverview) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return invoiceOverview(app.db);
    },
  );

  app.get(
    '/statistics/invoices',
    {
      config: { permission: { area: 'invoices', access: 'read' } },
      schema: {
        operationId: 'getInvoiceStatistics',
        tags: ['statistics'],
        summary:
          'Money figures: invoiced and paid per month of a period, open amounts by age, days to payment',
        description:
          'Invoiced: issued invoices (amount due) less credit notes by issue month; paid: payments by payment month (Brussels dates, both included; cents, VAT included). Ages: the open invoices now by days since their due date. Days to payment: from issue to the payment that settled the invoice, of the invoices settled in the period. A wrong date, `from` after `to` or a period over five years answers 400.',
        querystring: InvoiceStatisticsQuery,
        response: { 200: ref(InvoiceStatistics), ...errors(400) },
      },
    },
    async (request) => invoiceStatistics(app.db, request.query),
  );
};

export default invoiceFigureRoutes;
