import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { validation } from '../domain/errors';
import type { ApiTag } from '../plugins/swagger';
import { readFileUpload } from '../plugins/uploads';
import { IdParams, errors, multipartBody, ref } from '../schemas';
import {
  BankAccount,
  BankAccountInput,
  BankAccountUpdate,
  BankImportAnswer,
  BankImportData,
  BankLinePage,
  BankLineQuery,
  BankMatchInput,
  BankParkInput,
  BankSuggestions,
} from '../schemas/bank';
import {
  addBankAccount,
  importStatementFile,
  listBankAccounts,
  listBankLines,
  matchLine,
  parkLine,
  removeBankAccount,
  suggestionsFor,
  undoLineMatches,
  updateBankAccount,
} from '../services/bank';

export const tags: ApiTag[] = [
  {
    name: 'bank',
    description:
      "Financiën, the bank in: the company's accounts, the bank's statement files (CODA, camt.053) and their movements matched to invoices.",
  },
];

/** A bank's statement file: a year of CODA for a busy account stays far below this. */
const MAX_STATEMENT_FILE_BYTES = 10 * 1024 * 1024;

const bankRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/bank/account/getall',
    {
      config: { permission: { area: 'finances', access: 'read' } },
      schema: {
        operationId: 'getBankAccounts',
        tags: ['bank'],
        summary: "The company's bank accounts, by name",
        description:
          'Only statements of these accounts are imported: a file naming another account is ' +
          'refused as a whole.',
        response: { 200: Type.Array(ref(BankAccount)) },
      },
    },
    async () => listBankAccounts(app.db),
  );

  app.post(
    '/bank/account/create',
    {
      config: { permission: { area: 'finances', access: 'write' } },
      schema: {
        operationId: 'createBankAccount',
        tags: ['bank'],
        summary: 'Add a bank account of the company',
        description:
          'The IBAN is checked (shape and modulo 97) and stored without spaces; the BIC, when ' +
          'given, must have its shape. An IBAN already known answers 409 CONFLICT.',
        body: ref(BankAccountInput),
        response: { 201: ref(BankAccount), ...errors(400, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addBankAccount(app.db, request.body, request.actor.id)),
  );

  app.put(
    '/bank/account/update/:id',
    {
      config: { permission: { area: 'finances', access: 'write' } },
      schema: {
        operationId: 'updateBankAccount',
        tags: ['bank'],
        summary: 'Rename a bank account or set its BIC',
        description:
          'The IBAN stays: it is what the imported statements are of (add another account for ' +
          'another IBAN).',
        params: IdParams,
        body: ref(BankAccountUpdate),
        response: { 200: ref(BankAccount), ...errors(400, 404) },
      },
    },
    async (request) => updateBankAccount(app.db, request.params.id, request.body),
  );

  app.delete(
    '/bank/account/remove/:id',
    {
      config: { permission: { area: 'finances', access: 'write' } },
      schema: {
        operationId: 'removeBankAccount',
        tags: ['bank'],
        summary: 'Remove a bank account nothing was imported for',
        description:
          'An account with imported statements stays (409 CONFLICT): its movements and ' +
          'matches are the books.',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeBankAccount(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/bank/import',
    {
      config: { permission: { area: 'finances', access: 'write' } },
      schema: {
        operationId: 'importBankStatements',
        tags: ['bank'],
        summary: "Import a bank's statement file (CODA or camt.053)",
        description:
          'Multipart: one `files` part, the file as the bank delivers it. Every statement in it ' +
          "must be of one of the company's accounts (in euro); a malformed file, or one of " +
          'another account, is refused as a whole (400 VALIDATION naming the line or statement ' +
          'and the reason, in Dutch) and nothing is stored. A statement imported before adds ' +
          'nothing (`added: false`). An incoming movement whose structured communication is ' +
          "that of open invoices pays them at once (the invoices' payments, source `bank`), " +
          "up to what is open; an outgoing one with a supplier's payment reference and the " +
          "whole amount of that supplier's approved invoice makes it `betaald`.",
        multipart: multipartBody(BankImportData, 1, 'The statement file', true),
        response: { 201: ref(BankImportAnswer), ...errors(400, 413, 415) },
      },
    },
    async (request, reply) => {
      const { files } = await readFileUpload(request, BankImportData, 1, {
        optionalData: true,
        maxFileBytes: MAX_STATEMENT_FILE_BYTES,
      });
      if (files.length === 0) throw validation('files: send the statement file');
      const answer = await importStatementFile(app.db, files[0], request.actor.id);
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/bank/line/getall',
    {
      config: { permission: { area: 'finances', access: 'read' } },
      schema: {
        operationId: 'getBankLines',
        tags: ['bank'],
        summary: 'The movements of the imported statements, a page at a time',
        description:
          'The newest booking day first, optionally of one state (`open` is what is still to ' +
          'process) and one account, each with its matches (the invoices it paid and how).',
        querystring: BankLineQuery,
        response: { 200: ref(BankLinePage), ...errors(400) },
      },
    },
    async (request) => listBankLines(app.db, request.query),
  );

  app.get(
    '/bank/line/suggestions/:id',
    {
      config: { permission: { area: 'finances', access: 'read' } },
      schema: {
        operationId: 'getBankLineSuggestions',
        tags: ['bank'],
        summary: 'What a movement may settle, with the evidence',
        description:
          "Open invoices for an incoming movement, suppliers' approved invoices for an outgoing " +
          'one, scored on the structured communication, the amount (what is open, or the whole ' +
          "invoice), the invoice's number in the free communication, the counterparty's " +
          "account being the customer's or supplier's IBAN and the counterparty's name; at most " +
          'five, best first. A fully matched movement has none.',
        params: IdParams,
        response: { 200: ref(BankSuggestions), ...errors(400, 404) },
      },
    },
    async (request) => suggestionsFor(app.db, request.params.id),
  );

  app.post(
    '/bank/line/match/:id',
    {
      config: { permission: { area: 'finances', access: 'write' } },
      schema: {
        operationId: 'matchBankLine',
        tags: ['bank'],
        summary: "Match a movement to invoices, or to suppliers' invoices",
        description:
          'An incoming movement to `sale` invoices: each takes the given part of the movement, ' +
          'together at most what is left of it, each at most what is open on the invoice (400 ' +
          "VALIDATION). An outgoing one to `purchase` ones: suppliers' approved invoices (or in " +
          'a payment run), each paid in full (its `amount` is its whole amount), which makes ' +
          'them `betaald`; together at most what is left (400). One kind, not both (400). A ' +
          'fully paid invoice answers 400; a draft, credit note or credited invoice, or a ' +
          'purchase that is not approved, 409; a ' +
          "subcontractor's invoice without its inhoudingsplicht check 409 " +
          'WITHHOLDING_CHECK_MISSING. Instead of invoices, a `category` alone books a movement ' +
          'no invoice explains (bank costs, a fuel card, a refund) to that cost category ' +
          '(`geboekt`, the category as its `reason`); a movement with matches is not booked ' +
          '(409): undo them first.',
        params: IdParams,
        body: ref(BankMatchInput),
        response: { 204: Type.Null(), ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await matchLine(app.db, request.params.id, request.body, request.actor.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/bank/line/match/:id',
    {
      config: { permission: { area: 'finances', access: 'write' } },
      schema: {
        operationId: 'undoBankLineMatches',
        tags: ['bank'],
        summary: "Undo a movement's matches",
        description:
          "Every match of the movement goes, with the invoices' payments it made; the " +
          'movement is `open` again and each invoice open for what it lost. A booked or parked ' +
          'movement is `open` again too.',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      await undoLineMatches(app.db, request.params.id, request.actor.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/bank/line/park/:id',
    {
      config: { permission: { area: 'finances', access: 'write' } },
      schema: {
        operationId: 'parkBankLine',
        tags: ['bank'],
        summary: 'Park a movement nothing explains yet (`in afwachting`), with why',
        description:
          'The reason shows in the list until the movement is matched. A movement with ' +
          'matches is not parked (409): undo them first.',
        params: IdParams,
        body: ref(BankParkInput),
        response: { 204: Type.Null(), ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await parkLine(app.db, request.params.id, request.body.reason);
      return reply.status(204).send(null);
    },
  );
};

export default bankRoutes;
