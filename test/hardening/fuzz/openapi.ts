import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../../server/config';

/** The parts of JSON Schema (as @fastify/swagger emits it) that requests are made from. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
}

export type Access = 'public' | 'optional' | 'staff';

export interface Operation {
  operationId: string;
  method: string;
  /** As documented, e.g. /api/chat/get/{id}. */
  path: string;
  pathParams: { name: string; schema: Schema }[];
  queryParams: { name: string; schema: Schema; required: boolean }[];
  body:
    | { kind: 'none' }
    | { kind: 'json'; schema: Schema; required: boolean }
    | {
        kind: 'multipart';
        schema: Schema;
        required: boolean;
        /** The same call's JSON body, when it takes JSON too (a message with or without files). */
        json?: Schema;
      };
  access: Access;
  /** By status: the fields its answer declares (an error answer may add some to the usual three). */
  answerFields: Record<string, string[]>;
}

interface RawOperation {
  operationId?: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> };
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

export interface Document {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, Schema> };
}

/** The committed contract: what clients are built from, so what the server must withstand. */
export function loadDocument(): Document {
  return JSON.parse(fs.readFileSync(path.join(projectRoot(), 'openapi.json'), 'utf8'));
}

/** Follows `$ref`s into components (one level at a time, as they are met). */
export function resolver(document: Document) {
  return function resolve(schema: Schema | undefined): Schema {
    let current = schema ?? {};
    for (let hops = 0; current.$ref && hops < 20; hops++) {
      const name = current.$ref.replace(/^#\/components\/schemas\//, '');
      const target = document.components.schemas[name];
      if (!target) throw new Error(`openapi.json: no schema ${current.$ref}`);
      current = target;
    }
    return current;
  };
}

function accessOf(security: RawOperation['security']): Access {
  if (!security?.length) return 'public';
  return security.some((requirement) => Object.keys(requirement).length === 0)
    ? 'optional'
    : 'staff';
}

/** Every path and method of the document, with what a request to it is made of. */
export function operationsOf(document: Document): Operation[] {
  const resolve = resolver(document);
  return Object.entries(document.paths).flatMap(([pathName, methods]) =>
    Object.entries(methods).map(([method, raw]): Operation => {
      const parameters = raw.parameters ?? [];
      const content = raw.requestBody?.content ?? {};
      const required = raw.requestBody?.required ?? false;
      const json = content['application/json'];
      const form = content['multipart/form-data'];
      return {
        operationId: raw.operationId ?? `${method} ${pathName}`,
        method: method.toUpperCase(),
        path: pathName,
        pathParams: parameters
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, schema: resolve(p.schema) })),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: resolve(p.schema), required: !!p.required })),
        body: form
          ? {
              kind: 'multipart',
              schema: resolve(form.schema),
              required,
              ...(json && { json: resolve(json.schema) }),
            }
          : json
            ? { kind: 'json', schema: resolve(json.schema), required }
            : { kind: 'none' },
        access: accessOf(raw.security),
        answerFields: Object.fromEntries(
          Object.entries(raw.responses ?? {}).map(([status, answer]) => [
            status,
            Object.keys(resolve(answer.content?.['application/json']?.schema).properties ?? {}),
          ]),
        ),
      };
    }),
  );
}

/** The closed set of error codes (`ErrorAnswer.code`). */
export function errorCodes(document: Document): Set<string> {
  const codes = document.components.schemas.ErrorAnswer?.properties?.code?.enum;
  if (!codes?.length) throw new Error('openapi.json: ErrorAnswer.code has no enum');
  return new Set(codes.map(String));
}
