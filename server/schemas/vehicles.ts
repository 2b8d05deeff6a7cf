/**
 * Voertuigen (docs/product.md § Voertuigen): the company's vehicles, who drives each over time,
 * their odometer readings, and who drove one when a fine comes. Dates a person reads or enters
 * are Brussels dates ('YYYY-MM-DD'); instants are ISO 8601.
 */
import { Type } from '@sinclair/typebox';
import { Id, PlainText, Timestamp, ref } from './common';
import { Person } from './history';
import { NullableText, versionData } from './version-data';

export const VEHICLE_CATEGORIES = ['M1', 'N1'] as const;
export const VehicleCategory = Type.Unsafe<(typeof VEHICLE_CATEGORIES)[number]>({
  type: 'string',
  enum: [...VEHICLE_CATEGORIES],
  $id: 'VehicleCategory',
  description: 'M1: a passenger car; N1: a light van (at most 3.5 t)',
});

export const VEHICLE_FUELS = ['diesel', 'benzine', 'elektrisch', 'hybride', 'cng', 'lpg'] as const;
export const VehicleFuel = Type.Unsafe<(typeof VEHICLE_FUELS)[number]>({
  type: 'string',
  enum: [...VEHICLE_FUELS],
  $id: 'VehicleFuel',
});

export const VEHICLE_OWNERSHIPS = ['owned', 'leased'] as const;
export const VehicleOwnership = Type.Unsafe<(typeof VEHICLE_OWNERSHIPS)[number]>({
  type: 'string',
  enum: [...VEHICLE_OWNERSHIPS],
  $id: 'VehicleOwnership',
});

const Day = Type.String({ format: 'date', description: "A Brussels date, 'YYYY-MM-DD'" });
const NullableDay = Type.Union([Day, Type.Null()]);
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);

/** An employee as a vehicle's pages name them. */
export const VehicleEmployee = Type.Object(
  { id: Id, name: Type.String({ description: 'First and last name' }) },
  { $id: 'VehicleEmployee' },
);

/** The last odometer reading, as the list shows it. */
export const VehicleLastReading = Type.Object(
  { km: Type.Integer(), at: Timestamp },
  { $id: 'VehicleLastReading' },
);

const ownFields = {
  plate: Type.String({
    description: "The number plate's letters and digits in capitals ('1ABC234'): unique",
  }),
  vin: Type.String({ description: "The chassis number, 17 characters; '' for none" }),
  category: ref(VehicleCategory),
  fuel: ref(VehicleFuel),
  co2: Type.Union([Type.Integer(), Type.Null()], { description: 'g/km (WLTP); null: not known' }),
  catalogueValue: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Cents, options included, before discount; null: not known',
  }),
  firstRegistration: NullableDay,
  ownership: ref(VehicleOwnership),
  leaseContract: Type.String({ description: "The lease contract's reference; '' for none" }),
  leaseEnd: NullableDay,
  keuringValidUntil: Type.Union([Day, Type.Null()], {
    description: 'The keuring certificate\'s "geldig tot", as the certificate says',
  }),
  insuranceRenewal: NullableDay,
  serviceDueDate: NullableDay,
  serviceDueKm: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The odometer reading the next service is due at',
  }),
  notes: Type.String(),
};

export const Vehicle = Type.Object(
  {
    id: Id,
    ...ownFields,
    plateFormatted: Type.String({
      description: "The plate as shown: a dash between letters and digits ('1-ABC-234')",
    }),
    driver: Type.Union([ref(VehicleEmployee), Type.Null()], {
      description: 'Who drives it today (Brussels date); null: nobody',
    }),
    lastReading: Type.Union([ref(VehicleLastReading), Type.Null()], {
      description: 'Its latest odometer reading (by instant); null: none yet',
    }),
    createdAt: Timestamp,
  },
  { $id: 'Vehicle' },
);

/** Who drives a vehicle from a date on, until the next assignment's date. */
export const VehicleAssignment = Type.Object(
  {
    id: Id,
    employee: Type.Union([ref(VehicleEmployee), Type.Null()], {
      description: 'null: nobody drives it from this date (the previous assignment ended)',
    }),
    from: Day,
  },
  { $id: 'VehicleAssignment' },
);

export const VehicleReading = Type.Object(
  {
    id: Id,
    km: Type.Integer(),
    at: Timestamp,
    by: Type.Union([ref(Person), Type.Null()], {
      description: 'The staff member who recorded it; null: the demo, the command line',
    }),
  },
  { $id: 'VehicleReading' },
);

export const VehicleFuelling = Type.Object(
  {
    id: Id,
    at: Timestamp,
    millilitres: Type.Integer({ description: 'The quantity in millilitres (45,67 l: 45670)' }),
    amount: Type.Integer({ description: 'In cents incl. VAT; a correction line is negative' }),
    km: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description: 'The odometer as typed at the pump (not a reading); null: not typed',
    }),
    product: Type.String({ description: "As the file names it ('Diesel', 'AdBlue'); '' none" }),
    station: Type.String({ description: "'' none" }),
    card: Type.String({ description: "The fuel card as the file gives it; '' none" }),
    source: Type.Union([Type.Literal('csv'), Type.Literal('purchase')], {
      description: "csv: a fuel card's file",
    }),
  },
  { $id: 'VehicleFuelling' },
);

/** A vehicle with its drivers over time and its readings, as getVehicle answers. */
export const VehicleDetail = Type.Intersect(
  [
    ref(Vehicle),
    Type.Object({
      drivers: Type.Array(ref(VehicleAssignment), {
        description: 'Every assignment, the latest date first',
      }),
      readings: Type.Array(ref(VehicleReading), {
        description: 'The latest 100 odometer readings, the latest first',
      }),
      moreReadings: Type.Boolean({ description: 'Older readings exist beyond those listed' }),
      fuellings: Type.Array(ref(VehicleFuelling), {
        description: 'The latest 50 fuellings, the latest first',
      }),
    }),
  ],
  { $id: 'VehicleDetail' },
);

const InputDay = Type.Union([Day, Type.Null()]);

export const VehicleInput = Type.Object(
  {
    plate: Type.Optional(
      Type.String({
        maxLength: 20,
        description:
          "As typed, with or without dashes, spaces or dots ('1-abc-234'): stored as its letters and digits in capitals; 2 to 8 of them with a letter (400 VALIDATION); another vehicle's plate answers 409 DUPLICATE",
      }),
    ),
    vin: Type.Optional(
      Type.String({
        maxLength: 30,
        description:
          "17 letters and digits without I, O and Q, spaces ignored, stored in capitals (400 VALIDATION); '' for none",
      }),
    ),
    category: Type.Optional(ref(VehicleCategory)),
    fuel: Type.Optional(ref(VehicleFuel)),
    co2: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 1000 }), Type.Null()])),
    catalogueValue: Type.Optional(
      Type.Union([Type.Integer({ minimum: 0, maximum: 2_000_000_000 }), Type.Null()]),
    ),
    firstRegistration: Type.Optional(
      Type.Union([Day, Type.Null()], { description: 'Not after today' }),
    ),
    ownership: Type.Optional(ref(VehicleOwnership)),
    leaseContract: Type.Optional(PlainText({ maxLength: 200 })),
    leaseEnd: Type.Optional(InputDay),
    keuringValidUntil: Type.Optional(InputDay),
    insuranceRenewal: Type.Optional(InputDay),
    serviceDueDate: Type.Optional(InputDay),
    serviceDueKm: Type.Optional(
      Type.Union([Type.Integer({ minimum: 0, maximum: 10_000_000 }), Type.Null()]),
    ),
    notes: Type.Optional(Type.String({ maxLength: 5000, description: 'Plain text' })),
  },
  {
    $id: 'VehicleInput',
    additionalProperties: false,
    description:
      "On create plate, category and fuel are required; the rest defaults to none ('' or null), ownership to owned. On update a field left out keeps its value. Every date is a real calendar date (400 VALIDATION).",
  },
);

export const VehicleDriverInput = Type.Object(
  {
    employeeId: Type.Union([Id, Type.Null()], {
      description:
        'Who drives it from `from` on (400 UNKNOWN_REFERENCE when no such employee); null: nobody from then',
    }),
    from: Day,
  },
  {
    $id: 'VehicleDriverInput',
    additionalProperties: false,
    description: 'An assignment of the same date is replaced.',
  },
);

export const VehicleReadingInput = Type.Object(
  {
    km: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
    at: Type.String({
      format: 'date-time',
      description: 'When the odometer showed it: not later than now',
    }),
  },
  { $id: 'VehicleReadingInput', additionalProperties: false },
);

export const WhoDroveQuery = Type.Object(
  {
    plate: Type.String({
      minLength: 1,
      maxLength: 20,
      description: 'The plate as on the fine, with or without dashes, spaces, dots; any case',
    }),
    at: Type.String({ format: 'date-time', description: 'When the offence was recorded' }),
  },
  { additionalProperties: false },
);

/** The assignment in force on the fine's Brussels date. */
export const WhoDroveAssignment = Type.Object(
  {
    kind: Type.Literal('assignment'),
    employee: Type.Union([ref(VehicleEmployee), Type.Null()], {
      description: 'null: nobody drove it from that date (an ended assignment)',
    }),
    from: Day,
  },
  { $id: 'WhoDroveAssignment' },
);

/** A visit in the agenda on the fine's Brussels date, with who carried it out. */
export const WhoDroveVisit = Type.Object(
  {
    kind: Type.Literal('appointment'),
    appointmentId: Id,
    title: Type.String(),
    address: Type.String(),
    start: Timestamp,
    end: Timestamp,
    employees: Type.Array(ref(VehicleEmployee)),
  },
  { $id: 'WhoDroveVisit' },
);

export const WhoDrove = Type.Object(
  {
    vehicleId: Id,
    plate: Type.String({ description: "As stored ('1ABC234')" }),
    plateFormatted: Type.String({ description: "As shown ('1-ABC-234')" }),
    at: Timestamp,
    date: Type.String({ description: 'The Brussels date of `at`' }),
    employee: Type.Union([ref(VehicleEmployee), Type.Null()], {
      description: 'Who drove it, by the evidence; null: the evidence names no one person',
    }),
    source: Type.Union([Type.Literal('assignment'), Type.Literal('agenda'), Type.Null()], {
      description:
        "What names the employee: the vehicle's assignment on that date, else the agenda (that day's visits name one employee only); null when neither does",
    }),
    evidence: Type.Array(Type.Union([ref(WhoDroveAssignment), ref(WhoDroveVisit)]), {
      description:
        "The assignment in force that date (if any), then that day's visits by start: those that booked this vehicle, else those of the assigned driver, or, with nobody assigned, every visit with an employee. Cancelled visits are left out.",
    }),
    deadline: Type.String({
      description:
        'The Brussels date 15 days after today: the term to name the driver (art. 67ter), counted from receiving the request, taken to be today',
    }),
  },
  { $id: 'WhoDrove' },
);

/** A vehicle in one version (history): its own fields, not its drivers or readings. */
export const VehicleVersionData = versionData(
  'VehicleVersionData',
  {
    plate: Type.String(),
    vin: Type.String(),
    category: Type.String(),
    fuel: Type.String(),
    co2: NullableInteger,
    catalogueValue: NullableInteger,
    firstRegistration: NullableText,
    ownership: Type.String(),
    leaseContract: Type.String(),
    leaseEnd: NullableText,
    keuringValidUntil: NullableText,
    insuranceRenewal: NullableText,
    serviceDueDate: NullableText,
    serviceDueKm: NullableInteger,
    notes: Type.String(),
  },
  "A vehicle's own fields in one version",
);

/** The fuel import's multipart `data` part: nothing to say, so optional. */
export const VehicleFuelImportData = Type.Object(
  {},
  { $id: 'VehicleFuelImportData', additionalProperties: false },
);

export const VehicleFuelImportAnswer = Type.Object(
  {
    added: Type.Integer({ minimum: 0, description: 'The fuellings added' }),
    duplicates: Type.Integer({
      minimum: 0,
      description: 'The lines imported before (or twice in the file): nothing added for them',
    }),
    vehicles: Type.Array(
      Type.Object({
        vehicleId: Id,
        plate: Type.String({ description: "As stored ('1ABC234')" }),
        added: Type.Integer({ minimum: 0 }),
      }),
      { description: 'Each vehicle of the file, by plate, with the fuellings added for it' },
    ),
  },
  { $id: 'VehicleFuelImportAnswer' },
);

const Cents = (description: string) => Type.Integer({ description: `${description}, cents` });

/** One vehicle's costs in one Brussels year, net of VAT (services/vehicle-costs.ts). */
export const VehicleYearCosts = Type.Object(
  {
    vehicleId: Id,
    plate: Type.String({ description: "As shown ('1-ABC-234')" }),
    year: Type.Integer(),
    fuel: Cents(
      "Purchase parts of category brandstof, and the fuel card's fuellings less 21 % VAT",
    ),
    maintenance: Cents('Purchase parts of category onderhoud'),
    insurance: Cents('Purchase parts of category verzekering'),
    leasing: Cents('Purchase parts of category huur'),
    other: Cents('Purchase parts of any other category'),
    total: Cents('The five together'),
    km: Type.Union([Type.Integer(), Type.Null()], {
      description:
        "Kilometres driven: the year's highest reading less the highest before it (else the year's lowest); null: no reading that year",
    }),
    costPerKm: Type.Union([Type.Integer(), Type.Null()], {
      description: '`total` / `km` in cents, rounded; null without kilometres',
    }),
  },
  { $id: 'VehicleYearCosts' },
);

export const VehicleCostsQuery = Type.Object(
  {
    year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
    vehicleId: Type.Optional(Id),
  },
  { additionalProperties: false },
);

export const VehicleReadingParams = Type.Object({ id: Id, readingId: Id });

export const VehicleBenefitYearInput = Type.Object(
  {
    referenceDiesel: Type.Integer({ minimum: 1, maximum: 500, description: 'g/km' }),
    referencePetrol: Type.Integer({
      minimum: 1,
      maximum: 500,
      description: 'g/km: petrol, LPG and natural gas (hybrids too)',
    }),
    minimum: Type.Integer({ minimum: 1, maximum: 10_000_000, description: 'Cents a year' }),
    source: PlainText({ minLength: 1, maxLength: 500 }),
  },
  { $id: 'VehicleBenefitYearInput', additionalProperties: false },
);

export const VehicleBenefitYear = Type.Object(
  {
    year: Type.Integer(),
    referenceDiesel: Type.Integer({ description: 'Reference CO₂ of a diesel car, g/km' }),
    referencePetrol: Type.Integer({
      description: 'Reference CO₂ of a car on petrol, LPG or natural gas, g/km',
    }),
    minimum: Type.Integer({ description: 'The yearly minimum benefit, cents' }),
    source: Type.String({ description: 'Where the figures were read' }),
    updatedAt: Type.Union([Timestamp, Type.Null()], {
      description: 'When staff entered them; null: as published with the product',
    }),
  },
  { $id: 'VehicleBenefitYear' },
);

export const VehicleBenefit = Type.Object(
  {
    vehicleId: Id,
    plate: Type.String({ description: "As shown ('1-ABC-234')" }),
    employee: ref(VehicleEmployee),
    from: Day,
    to: Day,
    days: Type.Integer({ description: 'The days from `from` to `to`, both included' }),
    co2Percent: Type.Union([Type.Number(), Type.Null()], {
      description: 'The CO₂ percentage; null without the year’s parameters or the car’s figures',
    }),
    missing: Type.Array(
      Type.Union([
        Type.Literal('catalogueValue'),
        Type.Literal('firstRegistration'),
        Type.Literal('co2'),
      ]),
      { description: "The car's figures the benefit needs and it lacks" },
    ),
    amount: Type.Union([Type.Integer(), Type.Null()], {
      description: 'The benefit of these days, cents; null when it cannot be computed',
    }),
  },
  { $id: 'VehicleBenefit' },
);

export const VehicleBenefits = Type.Object(
  {
    year: Type.Integer(),
    parameters: Type.Union([ref(VehicleBenefitYear), Type.Null()], {
      description: "The year's parameters; null: not entered yet, so no amounts",
    }),
    rows: Type.Array(ref(VehicleBenefit), {
      description: 'Each assignment of a passenger car (M1) to an employee in the year',
    }),
  },
  { $id: 'VehicleBenefits' },
);

export const BenefitYearParams = Type.Object({
  year: Type.Integer({ minimum: 2000, maximum: 2100 }),
});
