/**
 * A vehicle's trip log (docs/product.md § Voertuigen, Rittenregister): date, from, to, purpose,
 * kilometres and business or private, pre-filled from the agenda's visits that booked it.
 */
import { Type } from '@sinclair/typebox';
import { Id, PlainText, ref } from './common';
import { VehicleEmployee } from './vehicles';

const Day = Type.String({ format: 'date', description: "A Brussels date, 'YYYY-MM-DD'" });
const Place = PlainText({ minLength: 1, maxLength: 200 });

export const TRIP_USES = ['business', 'private'] as const;
export const TripUse = Type.Unsafe<(typeof TRIP_USES)[number]>({
  type: 'string',
  enum: [...TRIP_USES],
  $id: 'TripUse',
  description: 'business: for the company (its VAT and the benefit count it as such); private',
});

const tripFields = {
  date: Day,
  from: Place,
  to: Place,
  /** Why the trip was made (the visit, the customer); '' for a private trip. */
  purpose: PlainText({ maxLength: 500 }),
  km: Type.Union([Type.Integer({ minimum: 0, maximum: 5000 }), Type.Null()], {
    description: 'The distance driven; null while a trip pre-filled from the agenda has none',
  }),
  use: ref(TripUse),
};

export const VehicleTripInput = Type.Object(
  {
    ...tripFields,
    employeeId: Type.Union([Id, Type.Null()], { description: 'The driver; null: not named' }),
  },
  { $id: 'VehicleTripInput', additionalProperties: false },
);

export const VehicleTrip = Type.Object(
  {
    id: Id,
    ...tripFields,
    employee: Type.Union([ref(VehicleEmployee), Type.Null()]),
    appointmentId: Type.Union([Id, Type.Null()], {
      description: "The agenda's visit it was pre-filled from; null: entered by hand",
    }),
  },
  { $id: 'VehicleTrip' },
);

export const VehicleTripLog = Type.Object(
  {
    year: Type.Integer(),
    trips: Type.Array(ref(VehicleTrip), { description: 'The year’s trips, by date then entry' }),
    businessKm: Type.Integer(),
    privateKm: Type.Integer(),
    withoutKm: Type.Integer({ description: 'How many trips have no distance yet' }),
  },
  { $id: 'VehicleTripLog' },
);

export const VehicleTripYear = Type.Object(
  { year: Type.Integer({ minimum: 2000, maximum: 2100 }) },
  { $id: 'VehicleTripYear', additionalProperties: false },
);

export const VehicleTripPrefill = Type.Object(
  { added: Type.Integer({ description: 'How many visits became trips' }) },
  { $id: 'VehicleTripPrefill' },
);

export const VehicleTripParams = Type.Object({ id: Id, tripId: Id });
