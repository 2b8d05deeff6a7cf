import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ApiTag } from '../plugins/swagger';
import { Created, IdParams, errors, ref } from '../schemas/common';
import {
  OrderCompareQuery,
  OrderComparison,
  PurchaseOrder,
  PurchaseOrderInput,
  PurchaseOrderListQuery,
  PurchaseOrderPage,
  PurchaseOrderSent,
} from '../schemas/purchase-orders';
import { sendPurchaseOrder } from '../services/purchase-order-send';
import {
  changePurchaseOrder,
  compareWithOrder,
  createPurchaseOrder,
  listPurchaseOrders,
  readPurchaseOrder,
  removePurchaseOrder,
} from '../services/purchase-orders';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  {
    name: 'purchaseOrder',
    description:
      "Purchase orders (bestelbonnen) to suppliers: drafts, sending with a BB- number, and the differences with the supplier's invoice.",
  },
];

const read = { permission: { area: 'purchases', access: 'read' } } as const;
const write = { permission: { area: 'purchases', access: 'write' } } as const;

/** Purchase orders (docs/product.md § Aankopen, Bestelbonnen). */
const purchaseOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/purchaseOrder/getall',
    {
      config: read,
      schema: {
        operationId: 'getPurchaseOrders',
        tags: ['purchaseOrder'],
        summary: 'A page of purchase orders, newest first',
        description:
          "Filters: words of the number, note, supplier or project (`q`), `status` (`gefactureerd` once a supplier invoice names it), `supplier`, `project`. Keyset pages: pass the answer's `next` as `cursor`.",
        querystring: PurchaseOrderListQuery,
        response: { 200: ref(PurchaseOrderPage), ...errors(400) },
      },
    },
    async (request) => {
      const { supplier, project, ...rest } = request.query;
      return listPurchaseOrders(app.db, { ...rest, supplierId: supplier, projectId: project });
    },
  );

  app.get(
    '/purchaseOrder/get/:id',
    {
      config: read,
      schema: {
        operationId: 'getPurchaseOrder',
        tags: ['purchaseOrder'],
        summary: 'One purchase order, with the supplier invoices that name it',
        description:
          'Its lines, amounts net of VAT, the PDF as last sent (Bestanden) and the supplier invoices linked to it; compare one with `comparePurchaseOrder`.',
        params: IdParams,
        response: { 200: ref(PurchaseOrder), ...errors(400, 404) },
      },
    },
    async (request) => readPurchaseOrder(app.db, request.params.id),
  );

  app.post(
    '/purchaseOrder/create',
    {
      config: write,
      schema: {
        operationId: 'createPurchaseOrder',
        tags: ['purchaseOrder'],
        summary: 'Add a draft purchase order',
        description:
          "The order date defaults to today (Brussels). Lines are checked as an invoice's. An unknown supplier or project answers 400.",
        body: ref(PurchaseOrderInput),
        response: { 201: ref(Created), ...errors(400) },
      },
    },
    async (request, reply) => {
      const id = await createPurchaseOrder(app.db, request.body, request.actor.id);
      return reply.status(201).send({ id });
    },
  );

  app.put(
    '/purchaseOrder/update/:id',
    {
      config: write,
      schema: {
        operationId: 'updatePurchaseOrder',
        tags: ['purchaseOrder'],
        summary: 'Change a draft purchase order; answers it',
        description:
          'A field left out keeps its value. Each change is a version and an activity entry. A sent order does not change: 409.',
        params: IdParams,
        body: ref(PurchaseOrderInput),
        response: { 200: ref(PurchaseOrder), ...errors(400, 404, 409) },
      },
    },
    async (request) =>
      changePurchaseOrder(app.db, request.params.id, request.body, request.actor.id),
  );

  app.delete(
    '/purchaseOrder/remove/:id',
    {
      config: write,
      schema: {
        operationId: 'removePurchaseOrder',
        tags: ['purchaseOrder'],
        summary: 'Remove a draft purchase order: to the trash for 30 days',
        description: 'A sent order stays: 409.',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await removePurchaseOrder(app.db, request.params.id, request.actor.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/purchaseOrder/send/:id',
    {
      config: write,
      schema: {
        operationId: 'sendPurchaseOrder',
        tags: ['purchaseOrder'],
        summary: 'Mail the purchase order to its supplier, with its PDF',
        description:
          "Gives the number on the first send (`BB-YYYY-NNNN`, series `purchaseOrder`, gap-free per year), archives the PDF in Bestanden (type Bestelbon, linked to the supplier and project) and mails it to the supplier's address through the outbox. Sending again keeps the number. 409 when it has no lines, no supplier with an e-mail address, or was invoiced.",
        params: IdParams,
        response: { 200: ref(PurchaseOrderSent), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      const sent = await sendPurchaseOrder(
        app.db,
        app.config.mail,
        request.params.id,
        request.actor.id,
      );
      app.mailSender?.wake();
      return sent;
    },
  );

  app.get(
    '/purchaseOrder/compare/:id',
    {
      config: read,
      schema: {
        operationId: 'comparePurchaseOrder',
        tags: ['purchaseOrder'],
        summary: "The price and quantity differences between the order and a supplier's invoice",
        description:
          'Line by line (paired by description, then in order): a different net unit price (`price`), quantity (`quantity`), a line not ordered or not invoiced. Shown only: nothing is written. 404 for an unknown order or purchase; 400 when the purchase names another order (neither its link nor its order reference).',
        params: IdParams,
        querystring: OrderCompareQuery,
        response: { 200: ref(OrderComparison), ...errors(400, 404) },
      },
    },
    async (request) => compareWithOrder(app.db, request.params.id, request.query.purchase),
  );
};

export default purchaseOrderRoutes;
