/**
 * A vehicle's damage reports (docs/product.md § Voertuigen, Schade): when, who drove, where,
 * what, whether another party was involved, when it was repaired, and photos.
 */
import { Type } from '@sinclair/typebox';
import { Id, PlainText, Timestamp, ref } from './common';
import { Person } from './history';
import { ImageKey } from './images';
import { VehicleEmployee } from './vehicles';

/** Photos one report may carry. */
export const PHOTOS_PER_DAMAGE = 10;

const damageFields = {
  // A pattern, not `format`: the multipart `data` part is checked by TypeBox, which knows none.
  happenedAt: Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$',
    description: 'When it happened: an ISO instant (the form takes a Brussels date and hour)',
  }),
  employeeId: Type.Union([Id, Type.Null()], { description: 'Who drove; null: not known' }),
  place: PlainText({ maxLength: 200 }),
  description: PlainText({ minLength: 1, maxLength: 2000 }),
  thirdParty: Type.Boolean({
    description: 'Another party was involved (an accident report for the insurer)',
  }),
};

/** The JSON `data` part of a new report (its photos are the `files`). */
export const VehicleDamageInput = Type.Object(damageFields, {
  $id: 'VehicleDamageInput',
  additionalProperties: false,
});

/** A report as it is to be: its fields and its repair date. */
export const VehicleDamageChange = Type.Object(
  {
    ...damageFields,
    repairedOn: Type.Union([Type.String({ format: 'date' }), Type.Null()], {
      description: "The Brussels date it was repaired, 'YYYY-MM-DD'; null: not yet",
    }),
  },
  { $id: 'VehicleDamageChange', additionalProperties: false },
);

export const VehicleDamagePhoto = Type.Object(
  { key: ImageKey, url: Type.String(), thumbUrl: Type.String() },
  { $id: 'VehicleDamagePhoto' },
);

export const VehicleDamage = Type.Object(
  {
    id: Id,
    happenedAt: Timestamp,
    employee: Type.Union([ref(VehicleEmployee), Type.Null()]),
    place: Type.String(),
    description: Type.String(),
    thirdParty: Type.Boolean(),
    repairedOn: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
    reportedBy: Type.Union([ref(Person), Type.Null()], {
      description: 'The staff member who reported it; null: the demo, the command line',
    }),
    reportedAt: Timestamp,
    photos: Type.Array(ref(VehicleDamagePhoto), { description: 'In their order' }),
  },
  { $id: 'VehicleDamage' },
);

export const VehicleDamageList = Type.Array(ref(VehicleDamage), {
  $id: 'VehicleDamageList',
  description: 'The latest first',
});

export const VehicleDamageParams = Type.Object({ id: Id, damageId: Id });
