import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams, errors, ref } from '../schemas/common';
import { CostStatistics, CostStatisticsQuery, ProjectCosting } from '../schemas/project-costing';
import { costStatistics, projectCosting } from '../services/project-costing';

/**
 * Project costing (docs/product.md § Aankopen, Projectkosten), for the roles with `purchases`
 * (Beheerder, Kantoor): the project page's card and Statistieken's costs. Read each time.
 */
const projectCostingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/project/costing/:id',
    {
      config: { permission: { area: 'purchases', access: 'read' } },
      schema: {
        operationId: 'getProjectCosting',
        tags: ['project'],
        summary: "A project's quoted, invoiced, costs by category, hours and margin",
        description:
          "Cents net of VAT. Costs: the purchase allocations on the project by category (refused invoices aside, credit notes subtract) and the minutes of its appointments (not cancelled) × each assigned employee's hourly cost; `hours.withoutCost` names the employees whose cost is not set. Margin: invoiced less costs, and its percentage of invoiced. A project that does not exist answers 404.",
        params: IdParams,
        response: { 200: ref(ProjectCosting), ...errors(400, 404) },
      },
    },
    async (request) => projectCosting(app.db, request.params.id),
  );

  app.get(
    '/statistics/costs',
    {
      config: { permission: { area: 'purchases', access: 'read' } },
      schema: {
        operationId: 'getCostStatistics',
        tags: ['statistics'],
        summary: 'Purchase costs per month of a period and the margins of finished projects',
        description:
          "Costs: purchase allocations by cost date (the invoice's Brussels issue date), per month and category; refused invoices aside, credit notes subtract. Projects: those in stage opgeleverd or afgesloten whose planned end (else planned start) lies in the period, with invoiced (net), costs and margin as the project's costing counts them. A wrong date, `from` after `to` or a period over five years answers 400.",
        querystring: CostStatisticsQuery,
        response: { 200: ref(CostStatistics), ...errors(400) },
      },
    },
    async (request) => costStatistics(app.db, request.query),
  );
};

export default projectCostingRoutes;
