/**
 * Inventaris (docs/product.md § Inventaris): articles, the locations that hold them, their
 * movements and levels. Quantities are numbers of the article's unit with at most three
 * decimals; prices are cents without VAT.
 */
import { Type } from '@sinclair/typebox';
import { STOCK_LOCATION_KINDS, STOCK_MOVE_KINDS } from '../db/schema/stock';
import { Id, PAGE_PARAMS, PlainText, Timestamp, ref } from './common';
import { Person } from './history';
import { NullableId, NullableText, versionData } from './version-data';

const Quantity = (description: string) =>
  Type.Number({ minimum: 0, maximum: 1_000_000, description });
const NullableQuantity = (description: string) =>
  Type.Union([Quantity(description), Type.Null()], { description });
const Price = Type.Integer({
  minimum: 0,
  maximum: 100_000_000,
  description: 'Cents per unit, without VAT',
});
const UnitCode = Type.String({
  pattern: '^[A-Z0-9]{1,3}$',
  description: 'UN/ECE recommendation 20: `C62` piece, `MTR` m, `MTK` m², `KGM` kg, `LTR` l, …',
});

export const Article = Type.Object(
  {
    id: Id,
    name: Type.String(),
    unitCode: Type.String(),
    supplierId: NullableId,
    supplierName: NullableText,
    supplierCode: Type.String(),
    purchasePrice: Type.Integer({ description: 'The last price paid per unit, cents' }),
    minimum: Type.Union([Type.Number(), Type.Null()], {
      description: 'What the main warehouse (the first one made) should hold; null: no minimum',
    }),
    notes: Type.String(),
    stock: Type.Number({ description: 'The quantity held over every location' }),
  },
  { $id: 'Article' },
);

export const ArticleInput = Type.Object(
  {
    name: Type.Optional(PlainText({ minLength: 1, maxLength: 200 })),
    unitCode: Type.Optional(UnitCode),
    supplierId: Type.Optional(Type.Union([Id, Type.Null()])),
    supplierCode: Type.Optional(PlainText({ maxLength: 100 })),
    purchasePrice: Type.Optional(Price),
    minimum: Type.Optional(
      NullableQuantity('What the main warehouse (the first one made) should hold; null: none'),
    ),
    notes: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  { $id: 'ArticleInput', additionalProperties: false },
);

export const ArticleVersionData = versionData(
  'ArticleVersionData',
  {
    name: Type.String(),
    unitCode: Type.String(),
    supplierId: NullableId,
    supplierCode: Type.String(),
    purchasePrice: Type.Integer(),
    minimum: Type.Union([Type.Integer(), Type.Null()], { description: 'Thousandths of a unit' }),
    notes: Type.String(),
  },
  "An article's fields in one version",
);

export const StockLocationKind = Type.Unsafe<(typeof STOCK_LOCATION_KINDS)[number]>({
  type: 'string',
  enum: [...STOCK_LOCATION_KINDS],
  $id: 'StockLocationKind',
  description: "`warehouse`; `vehicle`, a van's load; `site`, a project's site",
});

export const StockLocation = Type.Object(
  {
    id: Id,
    name: Type.String(),
    kind: ref(StockLocationKind),
    vehicleId: NullableId,
    projectId: NullableId,
    articles: Type.Integer({ description: 'How many articles it holds now' }),
    value: Type.Union([Type.Integer(), Type.Null()], {
      description:
        'What it holds at the articles\u2019 prices, cents; null for a driver reading their van (heldStock)',
    }),
  },
  { $id: 'StockLocation' },
);

export const StockLocationInput = Type.Object(
  {
    name: Type.Optional(PlainText({ minLength: 1, maxLength: 200 })),
    kind: Type.Optional(ref(StockLocationKind)),
    vehicleId: Type.Optional(Type.Union([Id, Type.Null()])),
    projectId: Type.Optional(Type.Union([Id, Type.Null()])),
  },
  { $id: 'StockLocationInput', additionalProperties: false },
);

export const StockLocationQuery = Type.Object(
  {
    driver: Type.Optional(
      Type.Literal('me', {
        description: "Only the vans the caller's employee drives today (heldStock)",
      }),
    ),
  },
  { additionalProperties: false },
);

export const StockMoveKind = Type.Unsafe<(typeof STOCK_MOVE_KINDS)[number]>({
  type: 'string',
  enum: [...STOCK_MOVE_KINDS],
  $id: 'StockMoveKind',
  description:
    '`receive` (into stock), `transfer` (between locations), `use` (on a project), `return` (from a project), `out` (lost or broken, with a reason), `count` (a count\u2019s difference)',
});

export const StockMoveInput = Type.Object(
  {
    articleId: Id,
    from: Type.Union([Id, Type.Null()], { description: 'A location; null: into the stock' }),
    to: Type.Union([Id, Type.Null()], {
      description: 'A location; null: out of the stock (on `projectId`, else with a reason)',
    }),
    quantity: Type.Number({
      exclusiveMinimum: 0,
      maximum: 1_000_000,
      description: 'At most three decimals',
    }),
    projectId: Type.Optional(Id),
    purchaseId: Type.Optional(Id),
    unitPrice: Type.Optional(Price),
    reason: Type.Optional(PlainText({ maxLength: 500 })),
  },
  { $id: 'StockMoveInput', additionalProperties: false },
);

export const StockMove = Type.Object(
  {
    id: Id,
    articleId: Id,
    articleName: Type.String(),
    unitCode: Type.String(),
    from: NullableId,
    fromName: NullableText,
    to: NullableId,
    toName: NullableText,
    quantity: Type.Number(),
    kind: ref(StockMoveKind),
    projectId: NullableId,
    projectName: NullableText,
    purchaseId: NullableId,
    unitPrice: Type.Integer(),
    reason: Type.String(),
    at: Timestamp,
    by: Type.Union([ref(Person), Type.Null()]),
  },
  { $id: 'StockMove' },
);

export const StockMovePage = Type.Object(
  {
    items: Type.Array(ref(StockMove)),
    next: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'StockMovePage' },
);

export const StockMoveQuery = Type.Object(
  {
    article: Type.Optional(Id),
    location: Type.Optional(Id),
    project: Type.Optional(Id),
    ...PAGE_PARAMS,
  },
  { additionalProperties: false },
);

export const StockLevel = Type.Object(
  {
    articleId: Id,
    articleName: Type.String(),
    unitCode: Type.String(),
    supplierId: NullableId,
    supplierName: NullableText,
    purchasePrice: Type.Union([Type.Integer(), Type.Null()], {
      description: 'Cents; null for a driver reading their van (heldStock)',
    }),
    locationId: Id,
    locationName: Type.String(),
    locationKind: ref(StockLocationKind),
    quantity: Type.Number(),
    minimum: Type.Union([Type.Number(), Type.Null()], {
      description: "The location's own minimum, else the article's at the main warehouse",
    }),
    shortage: Type.Number({ description: 'The minimum less the quantity, 0 when not below' }),
  },
  { $id: 'StockLevel' },
);

export const StockLevelPage = Type.Object(
  {
    items: Type.Array(ref(StockLevel)),
    next: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'StockLevelPage' },
);

export const StockLevelQuery = Type.Object(
  {
    location: Type.Optional(Id),
    article: Type.Optional(Id),
    below: Type.Optional(Type.Boolean({ description: 'Only what is below its minimum' })),
    ...PAGE_PARAMS,
  },
  { additionalProperties: false },
);

export const StockCountInput = Type.Object(
  {
    articleId: Id,
    locationId: Id,
    counted: Quantity('What was counted, at most three decimals'),
    reason: Type.Optional(PlainText({ maxLength: 500 })),
  },
  { $id: 'StockCountInput', additionalProperties: false },
);

export const StockMinimumInput = Type.Object(
  {
    articleId: Id,
    locationId: Id,
    minimum: NullableQuantity(
      "This location's minimum; null: none, or the article's own at the main warehouse",
    ),
  },
  { $id: 'StockMinimumInput', additionalProperties: false },
);

export const StockOrderInput = Type.Object(
  { locationId: Type.Optional(Id) },
  { $id: 'StockOrderInput', additionalProperties: false },
);

export const StockOrderAnswer = Type.Object(
  {
    orders: Type.Array(
      Type.Object({
        id: Id,
        supplierId: NullableId,
        supplierName: NullableText,
        lines: Type.Integer(),
      }),
    ),
  },
  { $id: 'StockOrderAnswer' },
);
