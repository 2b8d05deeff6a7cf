import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { hasAreaItself } from '../plugins/permissions';
import type { ApiTag } from '../plugins/swagger';
import {
  StockCountInput,
  StockLevelPage,
  StockLevelQuery,
  StockLocation,
  StockLocationInput,
  StockLocationQuery,
  StockMinimumInput,
  StockMoveInput,
  StockMovePage,
  StockMoveQuery,
  StockOrderAnswer,
  StockOrderInput,
} from '../schemas/articles';
import { Created, IdParams, errors, ref } from '../schemas/common';
import {
  changeLocation,
  countStock,
  createLocation,
  moveStock,
  orderShortages,
  removeLocation,
  setMinimum,
  stockLevels,
  stockLocations,
  stockMoves,
} from '../services/stock';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  {
    name: 'stock',
    description:
      "Inventaris's stock: the warehouse, the vans and the sites that hold it, every movement, the levels with their minimums, counts, and what to order.",
  },
];

const StockCountAnswer = Type.Object(
  {
    counted: Type.Number(),
    difference: Type.Number({ description: 'Counted less what the stock held' }),
  },
  { $id: 'StockCountAnswer' },
);

/** Inventaris's stock (docs/product.md § Inventaris). */
const stockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(StockCountAnswer);

  app.get(
    '/stock/location/getall',
    {
      config: { permission: { area: 'inventory', access: 'read', own: 'heldStock' } },
      schema: {
        operationId: 'getStockLocations',
        tags: ['stock'],
        summary: 'Every location: the warehouses, the vans, the sites',
        description:
          "With how many articles each holds and their value at the articles' prices. `driver=me`: only the vans the caller's employee drives today, which a Technieker may list (heldStock), without their value.",
        querystring: StockLocationQuery,
        response: { 200: Type.Array(ref(StockLocation)), ...errors(400) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const locations = await stockLocations(
        app.db,
        request.query.driver === 'me' ? request.actor.id : undefined,
      );
      if (hasAreaItself(request, 'inventory')) return locations;
      return locations.map((location) => ({ ...location, value: null }));
    },
  );

  app.post(
    '/stock/location/create',
    {
      config: { permission: { area: 'inventory', access: 'write' } },
      schema: {
        operationId: 'createStockLocation',
        tags: ['stock'],
        summary: 'Add a location',
        description:
          'A van names its vehicle (`vehicleId`), a site its project (`projectId`); their name is the plate\u2019s or the project\u2019s unless given. A vehicle or project that has a location already answers 409 DUPLICATE.',
        body: ref(StockLocationInput),
        response: { 201: ref(Created), ...errors(400, 409) },
      },
    },
    async (request, reply) => {
      const id = await createLocation(app.db, request.body, request.actor.id);
      return reply.status(201).send({ id });
    },
  );

  app.put(
    '/stock/location/update/:id',
    {
      config: { permission: { area: 'inventory', access: 'write' } },
      schema: {
        operationId: 'updateStockLocation',
        tags: ['stock'],
        summary: 'Change a location; answers it',
        description:
          'A field left out keeps its value. A location with movements keeps its kind (409 CONFLICT).',
        params: IdParams,
        body: ref(StockLocationInput),
        response: { 200: ref(StockLocation), ...errors(400, 404, 409) },
      },
    },
    async (request) => changeLocation(app.db, request.params.id, request.body, request.actor.id),
  );

  app.delete(
    '/stock/location/remove/:id',
    {
      config: { permission: { area: 'inventory', access: 'write' } },
      schema: {
        operationId: 'removeStockLocation',
        tags: ['stock'],
        summary: 'Remove a location that never held stock',
        description:
          'A location with movements answers 409 CONFLICT: they are the stock\u2019s record.',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeLocation(app.db, request.params.id, request.actor.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/stock/move',
    {
      config: { permission: { area: 'inventory', access: 'write', own: 'heldStock' } },
      schema: {
        operationId: 'moveStock',
        tags: ['stock'],
        summary: 'Move stock: receive, transfer, use on a project, give back, write off',
        description:
          '`from: null` receives (from a purchase with `purchaseId`; its `unitPrice` becomes the article\u2019s last price) or, with `projectId`, takes back from that project; `to: null` with `projectId` uses it on the project at the article\u2019s price, without one writes it off with a `reason`. The levels change in the same transaction. Taking more than a location holds answers 409 CONFLICT naming what it holds. A Technieker may move from a van they drive today to a project of their team (heldStock); anything else answers 403.',
        body: ref(StockMoveInput),
        response: { 201: ref(Created), ...errors(400, 409) },
      },
    },
    async (request, reply) => {
      const own = !hasAreaItself(request, 'inventory', 'write');
      const id = await moveStock(app.db, request.body, request.actor.id, own);
      return reply.status(201).send({ id });
    },
  );

  app.post(
    '/stock/count',
    {
      config: { permission: { area: 'inventory', access: 'write' } },
      schema: {
        operationId: 'countStock',
        tags: ['stock'],
        summary: 'Record a count of an article at a location',
        description:
          'The difference with the level becomes a `count` movement; a difference needs its `reason` (400 VALIDATION without). An activity entry.',
        body: ref(StockCountInput),
        response: { 200: ref(StockCountAnswer), ...errors(400) },
      },
    },
    async (request) => countStock(app.db, request.body, request.actor.id),
  );

  app.put(
    '/stock/minimum',
    {
      config: { permission: { area: 'inventory', access: 'write' } },
      schema: {
        operationId: 'setStockMinimum',
        tags: ['stock'],
        summary: "Set or clear a location's own minimum of an article",
        description:
          "Null: no minimum of its own (at the main warehouse, the article's own holds again).",
        body: ref(StockMinimumInput),
        response: { 204: Type.Null(), ...errors(400) },
      },
    },
    async (request, reply) => {
      await setMinimum(app.db, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/stock/levels',
    {
      config: { permission: { area: 'inventory', access: 'read', own: 'heldStock' } },
      schema: {
        operationId: 'getStockLevels',
        tags: ['stock'],
        summary: 'What each location holds of each article, with its minimum',
        description:
          "By location and article: what holds stock or has a minimum (a location's own, else the article's at the main warehouse, the first one made). `below=true`: only what is under its minimum (te bestellen). In the order of the locations (warehouses, vans, sites, by name) and their articles by name, pages of `limit` (50 by default), the next after `next`. A Technieker may read the van they drive today (`location`, heldStock), without the prices.",
        querystring: StockLevelQuery,
        response: { 200: ref(StockLevelPage), ...errors(400) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const levels = await stockLevels(app.db, request.query);
      if (hasAreaItself(request, 'inventory')) return levels;
      return { ...levels, items: levels.items.map((level) => ({ ...level, purchasePrice: null })) };
    },
  );

  app.get(
    '/stock/moves',
    {
      config: { permission: { area: 'inventory', access: 'read' } },
      schema: {
        operationId: 'getStockMoves',
        tags: ['stock'],
        summary: 'The movements, the latest first, by article, location or project',
        description:
          'Pages of `limit` (50 by default), the next after `next`; a location matches a movement from or to it. Each with who made it and when.',
        querystring: StockMoveQuery,
        response: { 200: ref(StockMovePage), ...errors(400) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return stockMoves(app.db, request.query);
    },
  );

  app.post(
    '/stock/order',
    {
      config: { permission: { area: 'inventory', access: 'write' } },
      schema: {
        operationId: 'orderStock',
        tags: ['stock'],
        summary: 'Order what is below its minimum: draft purchase orders in Aankopen',
        description:
          "One draft per supplier (one without a supplier for the articles that have none), each article once with what every location (or `locationId`'s) lacks to its minimum, at its last price. 409 CONFLICT when nothing is below its minimum.",
        body: ref(StockOrderInput),
        response: { 201: ref(StockOrderAnswer), ...errors(400, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await orderShortages(app.db, request.body.locationId, request.actor.id)),
  );
};

export default stockRoutes;
