/**
 * Inventaris's tools and equipment (docs/product.md § Inventaris): lent out and brought back,
 * their inspections due. Dates a person reads or enters are Brussels dates ('YYYY-MM-DD').
 */
import { Type } from '@sinclair/typebox';
import { TOOL_HOLDER_KINDS } from '../db/schema/tools';
import { Id, PlainText, Timestamp, ref } from './common';
import { Person } from './history';
import { NullableText, versionData } from './version-data';

const Day = Type.String({ format: 'date', description: "A Brussels date, 'YYYY-MM-DD'" });
const NullableDay = Type.Union([Day, Type.Null()]);

export const ToolHolderKind = Type.Unsafe<(typeof TOOL_HOLDER_KINDS)[number]>({
  type: 'string',
  enum: [...TOOL_HOLDER_KINDS],
  $id: 'ToolHolderKind',
});

export const ToolCheckout = Type.Object(
  {
    id: Id,
    holderKind: ref(ToolHolderKind),
    holderId: Id,
    holderName: Type.String({ description: 'Its name now, or as it was when it is gone' }),
    expectedBack: NullableDay,
    outAt: Timestamp,
    outBy: Type.Union([ref(Person), Type.Null()]),
    returnedAt: Type.Union([Timestamp, Type.Null()]),
    returnedBy: Type.Union([ref(Person), Type.Null()]),
  },
  { $id: 'ToolCheckout' },
);

export const Tool = Type.Object(
  {
    id: Id,
    name: Type.String(),
    serial: Type.String(),
    nextInspection: NullableDay,
    notes: Type.String(),
    holder: Type.Union([ref(ToolCheckout), Type.Null()], {
      description: 'The checkout in force; null: in the warehouse',
    }),
    overdue: Type.Boolean({ description: 'Out past its expected return (Brussels today)' }),
  },
  { $id: 'Tool' },
);

export const ToolDetail = Type.Composite(
  [
    Tool,
    Type.Object({
      checkouts: Type.Array(ref(ToolCheckout), { description: 'The latest 50, the latest first' }),
    }),
  ],
  { $id: 'ToolDetail' },
);

export const ToolInput = Type.Object(
  {
    name: Type.Optional(PlainText({ minLength: 1, maxLength: 200 })),
    serial: Type.Optional(PlainText({ maxLength: 100 })),
    nextInspection: Type.Optional(NullableDay),
    notes: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  { $id: 'ToolInput', additionalProperties: false },
);

export const ToolListQuery = Type.Object(
  {
    overdue: Type.Optional(Type.Boolean({ description: 'Only the tools out past their date' })),
    holder: Type.Optional(
      Type.String({
        pattern: '^(me|(employee|vehicle|project):[1-9][0-9]{0,9})$',
        description:
          "`employee:12`, `vehicle:3`, `project:5`: what that holder has; `me`: what the caller's employee has and the vans they drive today carry (heldStock)",
      }),
    ),
  },
  { additionalProperties: false },
);

export const ToolCheckoutInput = Type.Object(
  {
    holderKind: ref(ToolHolderKind),
    holderId: Id,
    expectedBack: Type.Optional(NullableDay),
  },
  { $id: 'ToolCheckoutInput', additionalProperties: false },
);

export const ToolVersionData = versionData(
  'ToolVersionData',
  {
    name: Type.String(),
    serial: Type.String(),
    nextInspection: NullableText,
    notes: Type.String(),
  },
  "A tool's fields in one version",
);
