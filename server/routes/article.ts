import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ApiTag } from '../plugins/swagger';
import { Article, ArticleInput } from '../schemas/articles';
import { Created, IdParams, errors, ref } from '../schemas/common';
import {
  changeArticle,
  createArticle,
  listArticles,
  readArticle,
  removeArticle,
} from '../services/articles';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  {
    name: 'article',
    description:
      "Inventaris's articles: the materials the company keeps in stock, with their unit, supplier and last purchase price.",
  },
];

/** Inventaris's articles (docs/product.md § Inventaris). */
const articleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/article/getall',
    {
      config: { permission: { area: 'inventory', access: 'read' } },
      schema: {
        operationId: 'getArticles',
        tags: ['article'],
        summary: 'Every article, by name, with its stock over every location',
        description:
          "Each with its supplier's name, its last purchase price and its minimum at the main warehouse; `stock` is the sum of its levels.",
        response: { 200: Type.Array(ref(Article)) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return listArticles(app.db);
    },
  );

  app.get(
    '/article/get/:id',
    {
      config: { permission: { area: 'inventory', access: 'read' } },
      schema: {
        operationId: 'getArticle',
        tags: ['article'],
        summary: 'One article',
        description:
          'As the list has it; an article that does not exist (or is in the trash) answers 404.',
        params: IdParams,
        response: { 200: ref(Article), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return readArticle(app.db, request.params.id);
    },
  );

  app.post(
    '/article/create',
    {
      config: { permission: { area: 'inventory', access: 'write' } },
      schema: {
        operationId: 'createArticle',
        tags: ['article'],
        summary: 'Add an article',
        description:
          'The name is required; the unit is a piece (`C62`) unless given. A supplier not in the register answers 400 UNKNOWN_REFERENCE; a minimum with more than three decimals 400 VALIDATION.',
        body: ref(ArticleInput),
        response: { 201: ref(Created), ...errors(400) },
      },
    },
    async (request, reply) => {
      const id = await createArticle(app.db, request.body, request.actor.id);
      return reply.status(201).send({ id });
    },
  );

  app.put(
    '/article/update/:id',
    {
      config: { permission: { area: 'inventory', access: 'write' } },
      schema: {
        operationId: 'updateArticle',
        tags: ['article'],
        summary: 'Change an article; answers it',
        description:
          'A field left out keeps its value. Each change is a version and an activity entry.',
        params: IdParams,
        body: ref(ArticleInput),
        response: { 200: ref(Article), ...errors(400, 404) },
      },
    },
    async (request) => changeArticle(app.db, request.params.id, request.body, request.actor.id),
  );

  app.delete(
    '/article/remove/:id',
    {
      config: { permission: { area: 'inventory', access: 'write' } },
      schema: {
        operationId: 'removeArticle',
        tags: ['article'],
        summary: 'Remove an article: to the trash for 30 days',
        description:
          'Only an article that never moved: one with movements answers 409 CONFLICT (they are the stock\u2019s record and projects\u2019 costs).',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeArticle(app.db, request.params.id, request.actor.id);
      return reply.status(204).send(null);
    },
  );
};

export default articleRoutes;
