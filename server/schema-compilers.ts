import AjvCompiler, { type RouteDefinition } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

/**
 * How the server turns its routes' schemas into validators (Ajv) and response serializers
 * (fast-json-stringify).
 *
 * Fastify compiles every schema of every route when the server becomes ready: about 2.5 s of
 * CPU for this API, most of it the serializers, paid by every start (each restart, every test
 * file, every second instance) for routes most of which a process never calls. Here each one is
 * compiled on its route's first use instead, and kept. `compileSchemas: 'eager'` compiles them
 * all at start as Fastify would: the contract test builds the server that way, so a schema that
 * cannot compile fails the tests rather than a request.
 */
export type SchemaCompilation = 'lazy' | 'eager';

/** What Fastify hands a compiler factory: the shared (`addSchema`) schemas and its options. */
type ExternalSchemas = Parameters<ReturnType<typeof AjvCompiler>>[0];
type Compile<F> = (route: RouteDefinition) => F;
type Validator = ((data: unknown) => unknown) & { errors?: unknown };

/**
 * Path parameters and query strings arrive as text and are coerced to their schema's types;
 * JSON bodies are not: `{"name": 42}` is refused, not stored as "42".
 * (The compiler's published types omit the route argument, hence the local types.)
 */
function exactBodyValidator(
  externalSchemas: ExternalSchemas,
  ajvOptions: { customOptions?: object } = {},
): Compile<Validator> {
  const build = (options: typeof ajvOptions) =>
    AjvCompiler()(externalSchemas, options) as unknown as Compile<Validator>;
  const coercing = build(ajvOptions);
  const exact = build({
    ...ajvOptions,
    customOptions: { ...ajvOptions.customOptions, coerceTypes: false },
  });
  return (route) => (route.httpPart === 'body' ? exact : coercing)(route);
}

/** A validator compiled on its first call. Fastify reads a failed call's `errors` from it. */
function lazyValidator(compile: () => Validator): Validator {
  let compiled: Validator | undefined;
  const validate: Validator = (data) => {
    compiled ??= compile();
    const result = compiled(data);
    validate.errors = compiled.errors;
    return result;
  };
  return validate;
}

/** A serializer compiled on its first call. */
function lazySerializer(compile: () => (data: unknown) => string) {
  let compiled: ((data: unknown) => string) | undefined;
  return (data: unknown) => (compiled ??= compile())(data);
}

/** The `$id`s a schema names in its `$ref`s (`Id#` or `Id#/pointer`; a local `#/…` names none). */
function referencedIds(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((item) => referencedIds(item, found));
  else if (schema !== null && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === '$ref' && typeof value === 'string') {
        const id = value.split('#')[0];
        if (id) found.add(id);
      } else referencedIds(value, found);
    }
  }
  return found;
}

/**
 * fast-json-stringify checks every shared schema it is handed against JSON Schema's
 * meta-schema, again for each answer it compiles: with every shared schema handed to every
 * route, compiling all routes' serializers cost O(routes × shared schemas), seconds of CPU.
 * Each route gets the shared schemas it names, directly or through them, and no others.
 */
function serializerWithNamedSchemas(
  buildSerializer: (
    externalSchemas: ExternalSchemas,
    options: unknown,
  ) => Compile<(data: unknown) => string>,
  externalSchemas: ExternalSchemas,
  options: unknown,
): Compile<(data: unknown) => string> {
  const shared = externalSchemas as Record<string, unknown>;
  return (route) => {
    const named: Record<string, unknown> = {};
    const pending = [...referencedIds(route.schema)];
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (id in named || !(id in shared)) continue;
      named[id] = shared[id];
      pending.push(...referencedIds(shared[id]));
    }
    return buildSerializer(named as ExternalSchemas, options)(route);
  };
}

/** Fastify's `schemaController.compilersFactory` for the given compilation. */
export function schemaCompilers(compilation: SchemaCompilation) {
  const selectSerializer = SerializerSelector() as unknown as (
    externalSchemas: ExternalSchemas,
    options: unknown,
  ) => Compile<(data: unknown) => string>;
  const buildSerializer = (externalSchemas: ExternalSchemas, options: unknown) =>
    serializerWithNamedSchemas(selectSerializer, externalSchemas, options);
  if (compilation === 'eager') return { buildValidator: exactBodyValidator, buildSerializer };
  return {
    // Even Ajv's instances (which compile the shared schemas) wait for the first validation.
    buildValidator: (externalSchemas: ExternalSchemas, options?: { customOptions?: object }) => {
      let compile: Compile<Validator> | undefined;
      return (route: RouteDefinition) =>
        lazyValidator(() => (compile ??= exactBodyValidator(externalSchemas, options))(route));
    },
    buildSerializer: (externalSchemas: ExternalSchemas, options: unknown) => {
      const compile = buildSerializer(externalSchemas, options);
      return (route: RouteDefinition) => lazySerializer(() => compile(route));
    },
  };
}
