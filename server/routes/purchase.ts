import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ApiTag } from '../plugins/swagger';
import { IdParams, errors, ref } from '../schemas/common';
import {
  Purchase,
  PurchaseChange,
  PurchaseListQuery,
  PurchasePage,
  PurchaseRejection,
  PurchaseStatusInput,
  WithholdingCheckInput,
} from '../schemas/purchases';
import { listPurchases } from '../services/purchase-list';
import {
  approvePurchase,
  changePurchaseStatus,
  rejectPurchase,
  recordWithholdingCheck,
} from '../services/purchase-steps';
import { changePurchase, readPurchase, removePurchase } from '../services/purchases';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  {
    name: 'purchase',
    description:
      'Supplier invoices and credit notes after their intake: lines, cost allocations, ' +
      'approval, rejection, the inhoudingsplicht check and payment steps.',
  },
];

const READ = { permission: { area: 'purchases', access: 'read' } } as const;
const WRITE = { permission: { area: 'purchases', access: 'write' } } as const;

/** Supplier invoices (docs/product.md § Aankopen); their intake: purchase-intake.ts. */
const purchaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/purchase/getall',
    {
      config: READ,
      schema: {
        operationId: 'getPurchases',
        tags: ['purchase'],
        summary: 'Supplier invoices and credit notes, a page at a time',
        description:
          'Undated ones first, then by invoice date, newest first. `project` finds those with a ' +
          'line (part) on that project.',
        querystring: PurchaseListQuery,
        response: { 200: ref(PurchasePage), ...errors(400) },
      },
    },
    async (request) => listPurchases(app.db, request.query),
  );

  app.get(
    '/purchase/get/:id',
    {
      config: READ,
      schema: {
        operationId: 'getPurchase',
        tags: ['purchase'],
        summary: 'One supplier invoice, with its lines, their cost allocations and its supplier',
        description:
          "Amounts in cents; `allocations` are each line's parts (a project or general costs); " +
          '`withholding` the inhoudingsplicht check and, with debts, the parts of the net amount ' +
          'to pay the RSZ (35 %) and FOD Financiën (15 %).',
        params: IdParams,
        response: { 200: ref(Purchase), ...errors(400, 404) },
      },
    },
    async (request) => readPurchase(app.db, request.params.id),
  );

  app.put(
    '/purchase/update/:id',
    {
      config: WRITE,
      schema: {
        operationId: 'updatePurchase',
        tags: ['purchase'],
        summary: "Correct a supplier invoice's fields, lines and cost allocations; answers it",
        description:
          "Each line's parts must add up to its net amount (400 ALLOCATION_MISMATCH); an " +
          'unknown supplier, project or line: 400 UNKNOWN_REFERENCE / VALIDATION; an approved ' +
          'or paid one: 409 PURCHASE_STATUS; the same supplier and number as another: 409 ' +
          'DUPLICATE. Nothing is written when anything is refused.',
        params: IdParams,
        body: ref(PurchaseChange),
        response: { 200: ref(Purchase), ...errors(400, 404, 409) },
      },
    },
    async (request) => changePurchase(app.db, request.params.id, request.body, request.actor.id),
  );

  app.delete(
    '/purchase/remove/:id',
    {
      config: WRITE,
      schema: {
        operationId: 'removePurchase',
        tags: ['purchase'],
        summary: 'Remove a supplier invoice that is not approved: to the trash for 30 days',
        description:
          'An approved, payable or paid one stays (409 PURCHASE_STATUS). Its original stays in ' +
          'Bestanden.',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await removePurchase(app.db, request.params.id, request.actor.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/purchase/approve/:id',
    {
      config: WRITE,
      schema: {
        operationId: 'approvePurchase',
        tags: ['purchase'],
        summary: 'Approve a received supplier invoice; answers it',
        description:
          "Above the approval limit of the caller's role (company settings, gross) only a " +
          'Beheerder approves: 403 APPROVAL_LIMIT. Not `ontvangen`: 409 PURCHASE_STATUS. ' +
          'Without a supplier: 400 VALIDATION.',
        params: IdParams,
        response: { 200: ref(Purchase), ...errors(400, 403, 404, 409) },
      },
    },
    async (request) => approvePurchase(app.db, request.params.id, request.actor),
  );

  app.post(
    '/purchase/reject/:id',
    {
      config: WRITE,
      schema: {
        operationId: 'rejectPurchase',
        tags: ['purchase'],
        summary: 'Refuse a supplier invoice with a reason: `geweigerd`, back to be corrected',
        description:
          'From `ontvangen` or `goedgekeurd`; otherwise 409 PURCHASE_STATUS. A reason is ' +
          'required (400 VALIDATION).',
        params: IdParams,
        body: ref(PurchaseRejection),
        response: { 200: ref(Purchase), ...errors(400, 404, 409) },
      },
    },
    async (request) =>
      rejectPurchase(app.db, request.params.id, request.body.reason, request.actor.id),
  );

  app.put(
    '/purchase/withholdingCheck/:id',
    {
      config: WRITE,
      schema: {
        operationId: 'checkPurchaseWithholding',
        tags: ['purchase'],
        summary: 'Record the inhoudingsplicht check of a supplier invoice; answers it',
        description:
          'With debts, `withholding` names the part of the net amount to pay the RSZ (35 %) ' +
          'and FOD Financiën (15 %) instead of the supplier. An unknown attest: 400 ' +
          'UNKNOWN_REFERENCE; a paid invoice: 409 PURCHASE_STATUS.',
        params: IdParams,
        body: ref(WithholdingCheckInput),
        response: { 200: ref(Purchase), ...errors(400, 404, 409) },
      },
    },
    async (request) =>
      recordWithholdingCheck(app.db, request.params.id, request.body, request.actor.id),
  );

  app.post(
    '/purchase/status/:id',
    {
      config: WRITE,
      schema: {
        operationId: 'changePurchaseStatus',
        tags: ['purchase'],
        summary: 'Move an approved supplier invoice to `te betalen` or `betaald`; answers it',
        description:
          'From `goedgekeurd` to `te betalen` or `betaald`, from `te betalen` to `betaald` or ' +
          'back to `goedgekeurd`; otherwise 409 PURCHASE_STATUS. A subcontractor invoice ' +
          '(reverse charge or a supplier marked subcontractor) before its inhoudingsplicht ' +
          'check: 409 WITHHOLDING_CHECK_MISSING.',
        params: IdParams,
        body: ref(PurchaseStatusInput),
        response: { 200: ref(Purchase), ...errors(400, 404, 409) },
      },
    },
    async (request) =>
      changePurchaseStatus(app.db, request.params.id, request.body.status, request.actor.id),
  );
};

export default purchaseRoutes;
