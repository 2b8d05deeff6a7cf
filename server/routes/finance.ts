import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiTag } from '../plugins/swagger';
import { errors, ref } from '../schemas/common';
import { VatOverview, VatQuery } from '../schemas/finance';
import { vatOverview } from '../services/vat-return';

export const tags: ApiTag[] = [
  {
    name: 'finance',
    description:
      "Financiën, the accountant's side: the VAT overview in the grids of the periodic return.",
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
};

export default financeRoutes;
