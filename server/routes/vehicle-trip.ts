import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { orDriverOfTheDay } from '../plugins/permissions';
import { Created, IdParams, errors, ref } from '../schemas/common';
import {
  VehicleTripInput,
  VehicleTripLog,
  VehicleTripParams,
  VehicleTripPrefill,
  VehicleTripYear,
} from '../schemas/vehicle-trips';
import {
  addTrip,
  changeTrip,
  prefillTrips,
  readTripLog,
  removeTrip,
} from '../services/vehicle-trips';

/**
 * A vehicle's trip log (docs/product.md § Voertuigen, Rittenregister). The driver of the vehicle
 * today may read and keep it without the area (assignedVehicle), as they record its readings.
 */
const vehicleTripRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = orDriverOfTheDay('read');
  const write = orDriverOfTheDay('write');

  app.get(
    '/vehicle/trips/:id',
    {
      config: read,
      schema: {
        operationId: 'getVehicleTrips',
        tags: ['vehicle'],
        summary: "A year's trip log of the vehicle, with its business and private kilometres",
        description:
          'The trips of the Brussels calendar year, by date then entry, with the sums of the business and private kilometres and how many trips have none yet. 404 for an unknown vehicle.',
        params: IdParams,
        querystring: VehicleTripYear,
        response: { 200: ref(VehicleTripLog), ...errors(400, 404) },
      },
    },
    (request) => readTripLog(app.db, request.params.id, request.query.year),
  );

  app.post(
    '/vehicle/trip/:id',
    {
      config: write,
      schema: {
        operationId: 'createVehicleTrip',
        tags: ['vehicle'],
        summary: 'Add a trip to the vehicle’s log',
        description:
          'A date that does not exist or is still to come answers 400 VALIDATION; an unknown driver 400 UNKNOWN_REFERENCE.',
        params: IdParams,
        body: ref(VehicleTripInput),
        response: { 201: ref(Created), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const id = await addTrip(app.db, request.params.id, request.body, request.actor.id);
      return reply.status(201).send({ id });
    },
  );

  app.post(
    '/vehicle/trip/:id/:tripId',
    {
      config: write,
      schema: {
        operationId: 'updateVehicleTrip',
        tags: ['vehicle'],
        summary: 'Change a trip (its kilometres filled in, a correction)',
        description:
          'The whole trip as it is to be; checked as a new one. An activity entry names it. 404 when the vehicle has no such trip.',
        params: VehicleTripParams,
        body: ref(VehicleTripInput),
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { id, tripId } = request.params;
      await changeTrip(app.db, id, tripId, request.body, request.actor.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/vehicle/trip/:id/:tripId',
    {
      config: write,
      schema: {
        operationId: 'removeVehicleTrip',
        tags: ['vehicle'],
        summary: 'Remove a trip entered wrongly',
        description:
          'Gone for good; an activity entry names it. A visit whose pre-filled trip was removed is pre-filled again by the next pre-fill. 404 when the vehicle has no such trip.',
        params: VehicleTripParams,
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { id, tripId } = request.params;
      await removeTrip(app.db, id, tripId, request.actor.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/vehicle/trips/prefill/:id',
    {
      config: write,
      schema: {
        operationId: 'prefillVehicleTrips',
        tags: ['vehicle'],
        summary: "Pre-fill the year's trip log from the agenda's visits that booked the vehicle",
        description:
          'Until now: each visit not cancelled becomes a business trip from the company’s address to the visit’s, its title the purpose, its first employee the driver, without kilometres. A visit already in the log adds nothing, so a second call adds only what is new.',
        params: IdParams,
        body: ref(VehicleTripYear),
        response: { 200: ref(VehicleTripPrefill), ...errors(400, 404) },
      },
    },
    async (request) => ({
      added: await prefillTrips(app.db, request.params.id, request.body.year, request.actor.id),
    }),
  );
};

export default vehicleTripRoutes;
