import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { orDriverOfTheDay } from '../plugins/permissions';
import { readUpload } from '../plugins/uploads';
import { Created, IdParams, errors, multipartBody, ref } from '../schemas/common';
import {
  PHOTOS_PER_DAMAGE,
  VehicleDamageChange,
  VehicleDamageInput,
  VehicleDamageList,
  VehicleDamageParams,
} from '../schemas/vehicle-damages';
import { changeDamage, readDamages, removeDamage, reportDamage } from '../services/vehicle-damages';

/**
 * A vehicle's damage reports (docs/product.md § Voertuigen, Schade). The driver of the vehicle
 * today may read and report without the area (assignedVehicle), as they record its readings;
 * removing a report is the office's.
 */
const vehicleDamageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = orDriverOfTheDay('read');
  const write = orDriverOfTheDay('write');

  app.get(
    '/vehicle/damages/:id',
    {
      config: read,
      schema: {
        operationId: 'getVehicleDamages',
        tags: ['vehicle'],
        summary: "The vehicle's damage reports with their photos, the latest first",
        description: '404 for an unknown vehicle.',
        params: IdParams,
        response: { 200: ref(VehicleDamageList), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return readDamages(app.db, request.params.id);
    },
  );

  app.post(
    '/vehicle/damage/:id',
    {
      config: write,
      schema: {
        operationId: 'createVehicleDamage',
        tags: ['vehicle'],
        summary: `Report damage: a "data" part (JSON) and up to ${PHOTOS_PER_DAMAGE} photos in "files"`,
        description:
          'Each photo is decoded and stored once, as every image is; a file that is not an image answers 400 INVALID_IMAGE and stores nothing. A moment still to come answers 400 VALIDATION; an unknown driver 400 UNKNOWN_REFERENCE. An activity entry names it.',
        params: IdParams,
        multipart: multipartBody(VehicleDamageInput, PHOTOS_PER_DAMAGE),
        response: { 201: ref(Created), ...errors(400, 404, 413, 415, 503) },
      },
    },
    async (request, reply) => {
      const { data, images } = await readUpload(request, VehicleDamageInput, PHOTOS_PER_DAMAGE);
      const id = await reportDamage(app.db, request.params.id, data, images, request.actor.id);
      return reply.status(201).send({ id });
    },
  );

  app.post(
    '/vehicle/damage/:id/:damageId',
    {
      config: write,
      schema: {
        operationId: 'updateVehicleDamage',
        tags: ['vehicle'],
        summary: 'Change a damage report or mark it repaired',
        description:
          'The whole report as it is to be; its photos stay. A repair date still to come, or before the damage, answers 400 VALIDATION. 404 when the vehicle has no such report.',
        params: VehicleDamageParams,
        body: ref(VehicleDamageChange),
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { id, damageId } = request.params;
      await changeDamage(app.db, id, damageId, request.body, request.actor.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/vehicle/damage/:id/:damageId',
    {
      config: { permission: { area: 'vehicles', access: 'write' } },
      schema: {
        operationId: 'removeVehicleDamage',
        tags: ['vehicle'],
        summary: 'Remove a damage report entered wrongly',
        description:
          'Gone for good with the photos nothing else shows; an activity entry names it. 404 when the vehicle has no such report.',
        params: VehicleDamageParams,
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { id, damageId } = request.params;
      await removeDamage(app.db, id, damageId, request.actor.id);
      return reply.status(204).send(null);
    },
  );
};

export default vehicleDamageRoutes;
