// Used by codegen.config.ts when `npm run api:generate` runs; not part of the SPA's bundle.
// src/app/generated-endpoints.test.ts checks the written list against openapi.json.

/** The little of an OpenAPI document this reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

interface Operation {
  operationId?: string;
  tags?: string[];
  requestBody?: { content?: Record<string, unknown> };
}

/** A codegen output file's `filterEndpoints`, as codegen.config.ts writes them. */
export type EndpointFilter = (
  name: string,
  definition: { path: string; operation: Operation },
) => boolean;

const VERBS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * Whether the operation's body is multipart only: one that takes JSON too is generated with its
 * JSON body, and sent as FormData only when the caller gives one (shared/json-or-files.ts).
 */
export const isMultipartOnly = (operation: Operation) => {
  const content = operation.requestBody?.content ?? {};
  return 'multipart/form-data' in content && !('application/json' in content);
};

/**
 * The endpoints, among those the filters generate, whose request body is multipart/form-data only.
 * Their names are their operationIds, as the code generator names them.
 */
export function multipartEndpointNames(
  document: OpenApiDocument,
  filters: EndpointFilter[],
): string[] {
  const names: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const verb of VERBS) {
      const operation = item[verb] as Operation | undefined;
      const name = operation?.operationId;
      if (!operation || !name) continue;
      if (!filters.some((filter) => filter(name, { path, operation }))) continue;
      if (!isMultipartOnly(operation)) continue;
      // The generator camel-cases operationIds: a name it would change would not be found.
      if (!/^[a-z]+(?:[A-Z][a-z]+)*$/.test(name)) {
        throw new Error(`Multipart operation ${verb.toUpperCase()} ${path}: name it in camelCase`);
      }
      names.push(name);
    }
  }
  return names.sort();
}

/** The module the base query reads the multipart endpoints from, formatted as Prettier would. */
export function multipartEndpointsSource(names: string[]): string {
  const entries = names.map((name) => `\n  ${name}: true,`).join('');
  return [
    '// Written by `npm run api:generate` from openapi.json (src/store/codegen.config.ts): never',
    '// edit it. The base query sends the body ({ data, files }) of these endpoints as FormData.',
    `export const MULTIPART_ENDPOINTS: Readonly<Record<string, true>> = {${entries ? `${entries}\n` : ''}};`,
    '',
  ].join('\n');
}
