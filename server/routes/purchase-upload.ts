import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { validation } from '../domain/errors';
import { hasArea } from '../domain/roles';
import { readFileUpload } from '../plugins/uploads';
import { errors, multipartBody, ref } from '../schemas';
import {
  DuplicatePurchaseAnswer,
  PurchaseUploadAnswer,
  PurchaseUploadData,
} from '../schemas/purchase-upload';
import { uploadAnswerOf } from '../services/purchase-upload-answer';
import { receiveUpload } from '../services/purchase-upload';

/** The most files of one purchase: the invoice, its PDF, a few photographed pages. */
const MAX_PURCHASE_FILES = 10;
/** One file's most bytes: a supplier invoice, a PDF or a photo of one. */
const MAX_PURCHASE_FILE_BYTES = 20 * 1024 * 1024;

/** A supplier invoice uploaded by hand (docs/product.md § Aankopen, upload). */
const purchaseUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/purchase/upload',
    {
      config: { permission: { area: 'purchases', access: 'write', own: 'projectTeam' } },
      schema: {
        operationId: 'uploadPurchase',
        tags: ['purchase'],
        summary: 'Take in a supplier invoice from a UBL file, a PDF or a photo',
        description:
          'Multipart: `files` (one or more: a UBL Invoice or CreditNote as XML, a PDF — its ' +
          'embedded UBL is used when it has one (PDF/A-3) —, or a PDF or photo of a paper ' +
          'invoice) and an optional `data` part `{ projectId? }`. The purchase is stored as ' +
          '`ontvangen` with its original in Bestanden (Aankoopfactuur), the supplier found or ' +
          'added in the register by VAT number, enterprise number, Peppol ID or IBAN. From a UBL ' +
          "the fields are exact; from a PDF's text or a photo's OCR they are guessed " +
          '(`prefilledFrom: "text"`), for staff to check through `update/{id}`. Files are ' +
          'checked as Bestanden checks them (415 for a file that is not what it says, 413 over ' +
          '20 MB). 409 DUPLICATE_PURCHASE names the purchase with the same supplier and number ' +
          '(`purchaseId`). A role without Aankopen (Technieker) uploads for a project whose ' +
          'team holds them (`projectId`, 403 otherwise).',
        multipart: multipartBody(PurchaseUploadData, MAX_PURCHASE_FILES, undefined, true),
        response: {
          201: ref(PurchaseUploadAnswer),
          409: ref(DuplicatePurchaseAnswer),
          ...errors(400, 403, 413, 415, 503),
        },
      },
    },
    async (request, reply) => {
      const { data, files } = await readFileUpload(
        request,
        PurchaseUploadData,
        MAX_PURCHASE_FILES,
        {
          optionalData: true,
          maxFileBytes: MAX_PURCHASE_FILE_BYTES,
        },
      );
      const { actor } = request;
      if (files.length === 0) throw validation('files: send at least one file');
      const { id, prefilledFrom } = await receiveUpload(
        app.db,
        files,
        {
          ...(data.projectId && { projectId: data.projectId }),
          // Technieker, by the project team's grant: only for a project of the team.
          teamOf: hasArea(actor.role, 'purchases', 'write') ? undefined : actor.id,
          text: app.config.documentText,
        },
        actor.id,
      );
      return reply.status(201).send(await uploadAnswerOf(app.db, id, prefilledFrom));
    },
  );
};

export default purchaseUploadRoutes;
