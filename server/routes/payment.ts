import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiTag } from '../plugins/swagger';
import { IdParams, errors, ref } from '../schemas/common';
import {
  PaymentCandidateQuery,
  PaymentCandidates,
  PaymentRunCreated,
  PaymentRunInput,
  PaymentRunList,
} from '../schemas/payment-runs';
import {
  createPaymentRun,
  listPaymentRuns,
  paymentCandidates,
  paymentRunFile,
} from '../services/payment-runs';

export const tags: ApiTag[] = [
  {
    name: 'payment',
    description:
      "Financiën, payments out: suppliers' approved invoices paid by one SEPA credit transfer " +
      'file (pain.001.001.09) to upload to the bank.',
  },
];

const READ = { permission: { area: 'finances', access: 'read' } } as const;
const WRITE = { permission: { area: 'finances', access: 'write' } } as const;

const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/payment/run/candidates',
    {
      config: READ,
      schema: {
        operationId: 'getPaymentCandidates',
        tags: ['payment'],
        summary: 'The approved supplier invoices a payment run can pay, due by a day',
        description:
          'Each with what the supplier receives and, for a subcontractor whose inhoudingsplicht ' +
          'check found debts, the parts withheld for the RSZ (35 %) and FOD Financiën (15 %) of ' +
          'its amount without VAT; `blocked` says why one cannot be paid yet (no IBAN, the check ' +
          'missing).',
        querystring: PaymentCandidateQuery,
        response: { 200: ref(PaymentCandidates), ...errors(400) },
      },
    },
    async (request) => paymentCandidates(app.db, request.query.dueBy),
  );

  app.post(
    '/payment/run',
    {
      config: WRITE,
      schema: {
        operationId: 'createPaymentRun',
        tags: ['payment'],
        summary: 'Make a payment run: one SEPA credit transfer file for the chosen invoices',
        description:
          'In one transaction: each invoice moves to `te betalen` (an activity entry each), one ' +
          'transfer per payee is written into a pain.001.001.09 file from the account, on the ' +
          "execution day, with the supplier's structured communication as the structured " +
          'reference (SCOR, issuer BBA), else `Factuur <number>`; the file is checked against ' +
          "the EPC's schema (EPC132-08 2023) and kept. Refused whole: 400 for an execution day " +
          'in the past, an invoice listed twice or without a valid IBAN; 404 for an unknown ' +
          'account or invoice; 409 PURCHASE_STATUS for one that is not approved (or already in ' +
          'a run), CONFLICT for a credit note, WITHHOLDING_CHECK_MISSING for a subcontractor ' +
          'without its check.',
        body: ref(PaymentRunInput),
        response: { 201: ref(PaymentRunCreated), ...errors(400, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPaymentRun(app.db, request.body, request.actor.id)),
  );

  app.get(
    '/payment/run/getall',
    {
      config: READ,
      schema: {
        operationId: 'getPaymentRuns',
        tags: ['payment'],
        summary: 'The newest payment runs with their transfers',
        description:
          "Each transfer with the invoice it pays and that invoice's status now: `te betalen` " +
          "until the bank's statement shows the transfer, then `betaald`.",
        response: { 200: ref(PaymentRunList) },
      },
    },
    async () => listPaymentRuns(app.db),
  );

  app.get(
    '/payment/run/file/:id',
    {
      config: READ,
      schema: {
        operationId: 'getPaymentRunFile',
        tags: ['payment'],
        summary: "A payment run's file (pain.001.001.09), as it was checked and offered",
        description: "To upload in the bank's business banking; the same bytes every time.",
        params: IdParams,
        response: {
          200: {
            description: 'The SEPA credit transfer file',
            content: {
              'application/xml': { schema: { type: 'string', format: 'binary' } as const },
            },
          },
          ...errors(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { xml, fileName } = await paymentRunFile(app.db, request.params.id);
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(xml);
    },
  );
};

export default paymentRoutes;
