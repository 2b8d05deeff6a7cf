import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { validation } from '../domain/errors';
import type { ApiTag } from '../plugins/swagger';
import { readFileUpload } from '../plugins/uploads';
import { IdParams, errors, multipartBody, ref } from '../schemas';
import {
  BankAccount,
  BankAccountInput,
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
  matchLineToInvoices,
  parkLine,
  suggestionsFor,
  undoLineMatches,
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
    '/bank/accounts',
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
    '/bank/accounts',
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
          'up to what is open.',
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
      const answer = await importStatementFile(app.db, files[0].bytes, request.actor.id);
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/bank/lines',
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
    '/bank/lines/:id/suggestions',
    {
      config: { permission: { area: 'finances', access: 'read' } },
      schema: {
        operationId: 'getBankLineSuggestions',
        tags: ['bank'],
        summary: 'Open invoices an incoming movement may pay, with the evidence',
        description:
          'Scored on the structured communication, the amount (what is open, or the whole ' +
          "invoice), the invoice's number in the free communication, the payer's account being " +
          "the customer's IBAN and the payer's name; at most five, best first. An outgoing or " +
          'fully matched movement has none.',
        params: IdParams,
        response: { 200: ref(BankSuggestions), ...errors(400, 404) },
      },
    },
    async (request) => suggestionsFor(app.db, request.params.id),
  );

  app.post(
    '/bank/lines/:id/match',
    {
      config: { permission: { area: 'finances', access: 'write' } },
      schema: {
        operationId: 'matchBankLine',
        tags: ['bank'],
        summary: 'Match an incoming movement to one or more invoices',
        description:
          'Each invoice takes the given part of the movement: together at most what is left ' +
          'of it, each at most what is open on the invoice (400 VALIDATION). An invoice that ' +
          'is not open (paid, credited) answers 409.',
        params: IdParams,
        body: ref(BankMatchInput),
        response: { 204: Type.Null(), ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await matchLineToInvoices(app.db, request.params.id, request.body.invoices, request.actor.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/bank/lines/:id/undo',
    {
      config: { permission: { area: 'finances', access: 'write' } },
      schema: {
        operationId: 'undoBankLineMatches',
        tags: ['bank'],
        summary: "Undo a movement's matches",
        description:
          "Every match of the movement goes, with the invoices' payments it made; the " +
          'movement is `open` again and each invoice open for what it lost.',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      await undoLineMatches(app.db, request.params.id, request.actor.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/bank/lines/:id/park',
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
