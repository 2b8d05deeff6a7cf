import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyBaseLogger } from 'fastify';
import { validation } from '../domain/errors';
import { hasAreaItself, orDriverOfTheDay } from '../plugins/permissions';
import type { ApiTag } from '../plugins/swagger';
import { readFileUpload } from '../plugins/uploads';
import { multipartBody } from '../schemas';
import { Created, IdParams, errors, ref } from '../schemas/common';
import {
  BenefitYearParams,
  Vehicle,
  VehicleBenefitYear,
  VehicleBenefitYearInput,
  VehicleBenefits,
  VehicleCostsQuery,
  VehicleDetail,
  VehicleDriverInput,
  VehicleFuelImportAnswer,
  VehicleFuelImportData,
  VehicleInput,
  VehicleReadingInput,
  VehicleReadingParams,
  VehicleYearCosts,
  WhoDrove,
  WhoDroveQuery,
} from '../schemas/vehicles';
import {
  assignDriver,
  changeVehicle,
  createVehicle,
  listVehicles,
  readVehicle,
  recordReading,
  removeReading,
  removeVehicle,
  whoDrove,
} from '../services/vehicles';
import { listBenefitYears, setBenefitYear, vehicleBenefits } from '../services/vehicle-benefits';
import { vehicleCosts } from '../services/vehicle-costs';
import { importFuelFile } from '../services/vehicle-fuel';
import { queueDueReminders } from '../services/reminders';
import { queueDueVehicleReminders } from '../services/vehicle-reminders';

/** A fuel card's CSV file: years of a fleet's fuellings stay far below this. */
const MAX_FUEL_FILE_BYTES = 10 * 1024 * 1024;

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  {
    name: 'vehicle',
    description:
      "The company's vehicles (Voertuigen): their dates, who drives each over time, odometer readings, fuellings from a fuel card's file, and who drove one when a fine comes.",
  },
];

const VehicleListQuery = Type.Object(
  {
    driver: Type.Optional(
      Type.Literal('me', {
        description:
          "Only the vehicles the caller's employee drives today: what a Technieker may list (assignedVehicle)",
      }),
    ),
  },
  { additionalProperties: false },
);

/** Voertuigen (docs/product.md § Voertuigen). */
const vehicleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * A date or driver just entered is reminded of at once (its mail when it is within 30 days,
   * its agenda entry), not at the job's next run; a failure here is the job's to retry.
   */
  const remindNow = (log: FastifyBaseLogger) =>
    queueDueReminders(app, log, [queueDueVehicleReminders]);

  app.get(
    '/vehicle/getall',
    {
      config: orDriverOfTheDay('read'),
      schema: {
        operationId: 'getVehicles',
        tags: ['vehicle'],
        summary: 'Every vehicle, by plate, with who drives it today and its latest reading',
        description:
          "`driver` is today's assignment (Brussels date), `lastReading` the reading of the latest instant. `driver=me`: only the vehicles the caller's employee drives today, which a Technieker may list (assignedVehicle).",
        querystring: VehicleListQuery,
        response: { 200: Type.Array(ref(Vehicle)), ...errors(400) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const vehicles = await listVehicles(
        app.db,
        request.query.driver === 'me' ? request.actor.id : undefined,
      );
      if (hasAreaItself(request, 'vehicles')) return vehicles;
      return vehicles.map((vehicle) => ({ ...vehicle, catalogueValue: null }));
    },
  );

  app.get(
    '/vehicle/costs',
    {
      config: { permission: { area: 'vehicles', access: 'read' } },
      schema: {
        operationId: 'getVehicleCosts',
        tags: ['vehicle'],
        summary: "The vehicles' costs per year and per kilometre",
        description:
          "One row per vehicle and Brussels year with any cost or reading, by plate and year, net of VAT: the purchase parts booked to the vehicle by category and its fuel card's fuellings; the kilometres driven by its readings. `year` and `vehicleId` narrow it.",
        querystring: VehicleCostsQuery,
        response: { 200: Type.Array(ref(VehicleYearCosts)), ...errors(400) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return vehicleCosts(app.db, request.query);
    },
  );

  app.get(
    '/vehicle/benefits',
    {
      config: { permission: { area: 'vehicles', access: 'read' } },
      schema: {
        operationId: 'getVehicleBenefits',
        tags: ['vehicle'],
        summary: 'The company-car benefit (VAA) per driver and car in a year',
        description:
          "Each assignment of a passenger car (M1) to an employee, cut to the year (Brussels dates), with the benefit of its days: catalogue value × CO₂ percentage × 6/7 × age coefficient, at least the year's minimum, × days / days of the year. Without the year's parameters (`parameters` null) or the car's figures (`missing`), no amount.",
        querystring: Type.Object(
          { year: Type.Integer({ minimum: 2000, maximum: 2100 }) },
          { additionalProperties: false },
        ),
        response: { 200: ref(VehicleBenefits), ...errors(400) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return vehicleBenefits(app.db, request.query.year);
    },
  );

  app.get(
    '/vehicle/benefitYears',
    {
      config: { permission: { area: 'vehicles', access: 'read' } },
      schema: {
        operationId: 'getVehicleBenefitYears',
        tags: ['vehicle'],
        summary: "The company-car benefit's parameters of each year entered, by year",
        description:
          'The reference CO₂ values and the minimum of each income year, with where they were read and when they were entered.',
        response: { 200: Type.Array(ref(VehicleBenefitYear)) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return listBenefitYears(app.db);
    },
  );

  app.put(
    '/vehicle/benefitYear/:year',
    {
      config: { permission: { area: 'vehicles', access: 'write' } },
      schema: {
        operationId: 'setVehicleBenefitYear',
        tags: ['vehicle'],
        summary: "Enter or correct a year's company-car benefit parameters",
        description:
          'The reference CO₂ values and the minimum as published for that income year, with where they were read (`source`). Kept with who entered them.',
        params: BenefitYearParams,
        body: ref(VehicleBenefitYearInput),
        response: { 200: ref(VehicleBenefitYear), ...errors(400) },
      },
    },
    async (request) => setBenefitYear(app.db, request.params.year, request.body, request.actor.id),
  );

  app.get(
    '/vehicle/whoDrove',
    {
      config: { permission: { area: 'vehicles', access: 'read' } },
      schema: {
        operationId: 'getWhoDrove',
        tags: ['vehicle'],
        summary: 'Who drove the vehicle with this plate at an instant: for a fine',
        description:
          "The assignment in force on the instant's Brussels date names the driver, with that day's visits of theirs in the agenda; with nobody assigned, that day's visits name them when they name one employee only. `deadline` is today + 15 days, the term to name the driver. A plate that is not Belgian's shape answers 400, one of no vehicle 404.",
        querystring: WhoDroveQuery,
        response: { 200: ref(WhoDrove), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return whoDrove(app.db, request.query);
    },
  );

  app.get(
    '/vehicle/get/:id',
    {
      config: orDriverOfTheDay('read'),
      schema: {
        operationId: 'getVehicle',
        tags: ['vehicle'],
        summary: 'One vehicle with its drivers over time, its latest readings and fuellings',
        description:
          '`drivers`: every assignment, the latest date first (an employee null ends the one before); `readings`: the latest 100, the latest first, each with who recorded it; `moreReadings` says older ones exist; `fuellings`: the latest 50, the latest first. The driver of the vehicle today may read it without the area (assignedVehicle), without its money: no fuellings and no catalogue value.',
        params: IdParams,
        response: { 200: ref(VehicleDetail), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const vehicle = await readVehicle(app.db, request.params.id);
      if (hasAreaItself(request, 'vehicles')) return vehicle;
      return { ...vehicle, catalogueValue: null, fuellings: [] };
    },
  );

  app.post(
    '/vehicle/create',
    {
      config: { permission: { area: 'vehicles', access: 'write' } },
      schema: {
        operationId: 'createVehicle',
        tags: ['vehicle'],
        summary: 'Add a vehicle',
        description:
          "Plate, category and fuel are required. A plate or VIN of the wrong shape or a date that is no calendar date answers 400 VALIDATION, another vehicle's plate 409 DUPLICATE.",
        body: ref(VehicleInput),
        response: { 201: ref(Created), ...errors(400, 409) },
      },
    },
    async (request, reply) => {
      const id = await createVehicle(app.db, request.body, request.actor.id);
      await remindNow(request.log);
      return reply.status(201).send({ id });
    },
  );

  app.put(
    '/vehicle/update/:id',
    {
      config: { permission: { area: 'vehicles', access: 'write' } },
      schema: {
        operationId: 'updateVehicle',
        tags: ['vehicle'],
        summary: 'Change a vehicle; answers it with its drivers and readings',
        description:
          "A field left out keeps its value. Each change is a version and an activity entry. Another vehicle's plate answers 409 DUPLICATE.",
        params: IdParams,
        body: ref(VehicleInput),
        response: { 200: ref(VehicleDetail), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      await changeVehicle(app.db, request.params.id, request.body, request.actor.id);
      await remindNow(request.log);
      return readVehicle(app.db, request.params.id);
    },
  );

  app.delete(
    '/vehicle/remove/:id',
    {
      config: { permission: { area: 'vehicles', access: 'write' } },
      schema: {
        operationId: 'removeVehicle',
        tags: ['vehicle'],
        summary: 'Remove a vehicle: to the trash for 30 days',
        description:
          'Its drivers and readings go with it; a restore from the trash puts them back (409 DUPLICATE when another vehicle has its plate by then).',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      await removeVehicle(app.db, request.params.id, request.actor.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/vehicle/driver/:id',
    {
      config: { permission: { area: 'vehicles', access: 'write' } },
      schema: {
        operationId: 'setVehicleDriver',
        tags: ['vehicle'],
        summary: 'Who drives the vehicle from a date on; answers the vehicle',
        description:
          "The assignment holds from `from` (a Brussels date) until the next assignment's date; `employeeId` null: nobody drives it from then. An assignment of the same date is replaced. An unknown employee answers 400 UNKNOWN_REFERENCE. An activity entry (assign).",
        params: IdParams,
        body: ref(VehicleDriverInput),
        response: { 200: ref(VehicleDetail), ...errors(400, 404) },
      },
    },
    async (request) => {
      await assignDriver(app.db, request.params.id, request.body, request.actor.id);
      await remindNow(request.log);
      return readVehicle(app.db, request.params.id);
    },
  );

  app.post(
    '/vehicle/reading/:id',
    {
      config: orDriverOfTheDay('write'),
      schema: {
        operationId: 'createVehicleReading',
        tags: ['vehicle'],
        summary: 'Record an odometer reading',
        description:
          'Recorded with who sent it. A reading with fewer kilometres than an earlier one, or more than a later one, answers 409 CONFLICT (a Dutch message naming that reading); one later than now 400 VALIDATION. The driver of the vehicle today may record one without the area (assignedVehicle).',
        params: IdParams,
        body: ref(VehicleReadingInput),
        response: { 201: ref(Created), ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const id = await recordReading(app.db, request.params.id, request.body, request.actor.id);
      return reply.status(201).send({ id });
    },
  );

  app.delete(
    '/vehicle/reading/:id/:readingId',
    {
      config: orDriverOfTheDay('write'),
      schema: {
        operationId: 'removeVehicleReading',
        tags: ['vehicle'],
        summary: 'Remove an odometer reading entered wrongly',
        description:
          "Gone for good (a reading is a fact, not content); the activity log names the vehicle, the kilometres and when. 404 when the vehicle has no such reading. The driver of the day (assignedVehicle) may remove only a reading they recorded themselves with today's date; another answers 403 FORBIDDEN.",
        params: VehicleReadingParams,
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      await removeReading(app.db, request.params.id, request.params.readingId, {
        by: request.actor.id,
        own: !hasAreaItself(request, 'vehicles', 'write'),
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/vehicle/fuelImport',
    {
      config: { permission: { area: 'vehicles', access: 'write' } },
      schema: {
        operationId: 'importVehicleFuel',
        tags: ['vehicle'],
        summary: "Import a fuel card's CSV file: the fuellings of several vehicles",
        description:
          'Multipart: one `files` part, the CSV as the fuel card provider delivers it (`;`-separated, ' +
          'a decimal comma or point; UTF-8 with or without BOM, or Windows-1252). Its first row names ' +
          'the columns, in Dutch or English (docs/product.md § Voertuigen): Nummerplaat, Datum, Liter ' +
          'and Bedrag (incl. VAT) are required; Uur, Km, Product, Station, Kaart and Transactie are ' +
          "read when present. Date and time are Brussels'. Each line's plate is a vehicle's, matched " +
          'as whoDrove matches. A file without such a header, a line with a date, time or number that ' +
          'is none, or a plate of no vehicle, is refused as a whole (400 VALIDATION naming the line ' +
          'and the reason, in Dutch) and nothing is stored. A line imported before (the same vehicle, ' +
          'instant, litres, amount and transaction) adds nothing and counts as a duplicate.',
        multipart: multipartBody(VehicleFuelImportData, 1, "The fuel card's CSV file", true),
        response: { 201: ref(VehicleFuelImportAnswer), ...errors(400, 413, 415) },
      },
    },
    async (request, reply) => {
      const { files } = await readFileUpload(request, VehicleFuelImportData, 1, {
        optionalData: true,
        maxFileBytes: MAX_FUEL_FILE_BYTES,
      });
      if (files.length === 0) throw validation('files: send the fuel card file');
      const answer = await importFuelFile(app.db, files[0].bytes, request.actor.id);
      return reply.status(201).send(answer);
    },
  );
};

export default vehicleRoutes;
