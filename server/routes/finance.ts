import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiTag } from '../plugins/swagger';
import { errors, ref } from '../schemas/common';
import { CashOutlook, VatOverview, VatQuery } from '../schemas/finance';
import { accountantExport } from '../services/accountant-export';
import { cashOutlook } from '../services/cash-outlook';
import { vatOverview } from '../services/vat-return';

export const tags: ApiTag[] = [
  {
    name: 'finance',
    description:
      "Financiën, the accountant's side: the VAT overview in the grids of the periodic return, the accountant's export of a period and the cash outlook.",
  },
];

const financeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/finance/vat',
    {
      config: { permission: { area: 'finances', access: 'read' } },
      schema: {
        operationId: 'getVatOverview',
        tags: ['finance'],
        summary: "A period's VAT overview in the grids of the Belgian periodic return",
        description:
          "From the issued invoices and credit notes and the suppliers' invoices (refused ones " +
          'aside) whose issue day is in the period: sales 00–03, 44, 45 (construction work, btw ' +
          'verlegd), 47, credit notes 48/49 with their VAT in 64; purchases 81/82 by cost ' +
          "category, 87 and 56 for a subcontractor's reverse charge, 88 and 55 intra-community, " +
          'credit notes 85 with 63; VAT 54 due and 59 deductible; 71 to pay or 72 to recover. A ' +
          "final invoice adds only what its deposits did not. Each grid's documents in " +
          '`sources`; `due` is the 20th of the next month. 400 for a period that ends before it ' +
          'starts or spans more than a year.',
        querystring: VatQuery,
        response: { 200: ref(VatOverview), ...errors(400) },
      },
    },
    async (request) => vatOverview(app.db, request.query.from, request.query.to),
  );

  app.get(
    '/finance/export',
    {
      config: { permission: { area: 'finances', access: 'read' } },
      schema: {
        operationId: 'getAccountantExport',
        tags: ['finance'],
        summary: "A period's documents for the accountant, as a ZIP",
        description:
          'For the period (issue days for documents, closing days for statements; at most a ' +
          'year): `verkopen/` the UBL of each issued invoice and credit note, `aankopen/` the ' +
          "legal original of each supplier's invoice (refused ones aside), `bank/` the statement " +
          'files as the bank sent them, and `overzicht.csv` (one row per document, credit notes ' +
          'negative), `btw-roosters.csv` (the grids of the VAT overview and the due day), ' +
          '`bankuittreksels.csv` (one row per statement): `;` between fields, a decimal comma, ' +
          'UTF-8 with a BOM. 400 for a period that ends before it starts or spans more than a year.',
        querystring: VatQuery,
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
      const { fileName, stream } = await accountantExport(
        app.db,
        request.query.from,
        request.query.to,
      );
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .type('application/zip')
        .send(stream);
    },
  );

  app.get(
    '/finance/outlook',
    {
      config: { permission: { area: 'finances', access: 'read' } },
      schema: {
        operationId: 'getCashOutlook',
        tags: ['finance'],
        summary: 'The cash outlook of the next thirteen weeks',
        description:
          "From the Monday of this Brussels week: each account's balance at its latest " +
          "statement, plus customers' open invoices and minus suppliers' unpaid ones on their " +
          'due days (the overdue ones in the first week, shown apart in `overdue`), minus the ' +
          'VAT of each return due in the weeks (grid 71 on the 20th after its period, by quarter ' +
          "or month as the company's settings say). What is due later is summed in `later`.",
        response: { 200: ref(CashOutlook) },
      },
    },
    async () => cashOutlook(app.db),
  );
};

export default financeRoutes;
