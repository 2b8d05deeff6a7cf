import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { folderModules } from '../folder-modules';
import type { ApiTag } from '../plugins/swagger';

/** A route module: its file name and its plugin. */
export interface RouteModule {
  file: string;
  routes: FastifyPluginAsyncTypebox;
}

/**
 * The API's routes, read from this folder (docs/architecture.md § Routes): every file with a
 * default export is a route module, whose default export is the plugin that registers its
 * routes; a file without one (chat-admission.ts) is a helper of the others. A module that
 * declares `tags` gives the OpenAPI document its operations' groups. Both come in the order of
 * the file names.
 */
export function routeModules(folder = __dirname) {
  const modules = folderModules(folder);
  for (const { file, exports } of modules) {
    // A plugin left as a named export would never be registered: say so at the start instead.
    const named = Object.keys(exports).find(
      (name) => /Routes$/.test(name) && typeof exports[name] === 'function',
    );
    if (named && exports.default === undefined)
      throw new Error(`${file}: export ${named} as the module's default export`);
  }
  const routes: RouteModule[] = modules
    .filter((module) => typeof module.exports.default === 'function')
    .map((module) => ({
      file: module.file,
      routes: module.exports.default as FastifyPluginAsyncTypebox,
    }));
  const tags = modules.flatMap((module) => (module.exports.tags as ApiTag[] | undefined) ?? []);
  const twice = tags.find((tag, index) => tags.findIndex((t) => t.name === tag.name) !== index);
  if (twice) throw new Error(`The OpenAPI tag ${twice.name} is declared twice`);
  return { routes, tags };
}
