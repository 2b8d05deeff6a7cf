import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import { serviceContents, services } from '../db/schema';
import { deleteById } from '../db/delete-by-id';
import { notFound } from '../domain/errors';
import { requireLanguageEntries } from '../domain/language';
import { loadServiceContent, loadServices } from '../domain/services';
import { readUpload } from '../plugins/uploads';
import {
  Created,
  IdParams,
  Service,
  ServiceContent,
  ServiceContentData,
  ServiceData,
  errors,
  ref,
} from '../schemas';

const upload = (dataDescription: string) =>
  Type.Object({
    data: Type.String({ description: `JSON text: ${dataDescription}` }),
    files: Type.Optional(
      Type.Array(Type.String({ format: 'binary' }), {
        maxItems: 1,
        description: 'at most one image',
      }),
    ),
  });
const serviceUpload = upload('{ titleId, descriptionId, enabled }');
const contentUpload = upload('{ titleId, bodyId }');

export const serviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const security = [{ bearer: [] }];
  const staffOnly = { onRequest: app.requireStaff };

  app.get(
    '/service/getall',
    {
      schema: {
        operationId: 'getServices',
        tags: ['service'],
        summary: 'Every service with its content blocks; without a staff token only enabled ones',
        response: { 200: Type.Array(ref(Service)) },
      },
    },
    async (request) => {
      const staff = await app.identifyStaff(request);
      return loadServices(app.db, staff ? undefined : eq(services.enabled, true));
    },
  );

  app.get(
    '/service/get/:id',
    {
      schema: {
        operationId: 'getService',
        tags: ['service'],
        summary: 'One service with its content blocks; without a staff token only an enabled one',
        params: IdParams,
        response: { 200: ref(Service), ...errors(400, 404) },
      },
    },
    async (request) => {
      const staff = await app.identifyStaff(request);
      const byId = eq(services.id, request.params.id);
      const [service] = await loadServices(
        app.db,
        staff ? byId : and(byId, eq(services.enabled, true)),
      );
      if (!service) throw notFound('Service', request.params.id);
      return service;
    },
  );

  app.post(
    '/service/create',
    {
      ...staffOnly,
      schema: {
        operationId: 'createService',
        tags: ['service'],
        summary: 'Add a service: a "data" part and at most one image in "files"',
        security,
        multipart: serviceUpload,
        response: { 201: ref(Created), ...errors(400, 401, 413, 415) },
      },
    },
    async (request, reply) => {
      const { data, images } = await readUpload(request, ServiceData, 1);
      await requireLanguageEntries(app.db, [data.titleId, data.descriptionId]);
      const [row] = await app.db
        .insert(services)
        .values({
          titleId: data.titleId,
          descriptionId: data.descriptionId,
          enabled: data.enabled ?? true,
          image: images[0] ?? null,
        })
        .returning({ id: services.id });
      return reply.status(201).send(row);
    },
  );

  app.put(
    '/service/update/:id',
    {
      ...staffOnly,
      schema: {
        operationId: 'updateService',
        tags: ['service'],
        summary: 'Change a service; without a file the image stays',
        security,
        params: IdParams,
        multipart: serviceUpload,
        response: { 200: ref(Service), ...errors(400, 401, 404, 413, 415) },
      },
    },
    async (request) => {
      const { data, images } = await readUpload(request, ServiceData, 1);
      await requireLanguageEntries(app.db, [data.titleId, data.descriptionId]);
      const updated = await app.db
        .update(services)
        .set({
          titleId: data.titleId,
          descriptionId: data.descriptionId,
          ...(data.enabled === undefined ? {} : { enabled: data.enabled }),
          ...(images[0] ? { image: images[0] } : {}),
        })
        .where(eq(services.id, request.params.id))
        .returning({ id: services.id });
      if (!updated.length) throw notFound('Service', request.params.id);
      const [service] = await loadServices(app.db, eq(services.id, request.params.id));
      return service;
    },
  );

  app.delete(
    '/service/removeService/:id',
    {
      ...staffOnly,
      schema: {
        operationId: 'removeService',
        tags: ['service'],
        summary: 'Remove a service and its content blocks',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      // The content blocks go with it (ON DELETE CASCADE), in the same statement.
      await deleteById(app.db, services, request.params.id, 'Service');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/service/addServiceContent/:id',
    {
      ...staffOnly,
      schema: {
        operationId: 'addServiceContent',
        tags: ['service'],
        summary: 'Add a content block to service {id}: a "data" part and at most one image',
        security,
        params: IdParams,
        multipart: contentUpload,
        response: { 201: ref(Created), ...errors(400, 401, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const { data, images } = await readUpload(request, ServiceContentData, 1);
      const [service] = await app.db
        .select({ id: services.id })
        .from(services)
        .where(eq(services.id, request.params.id));
      if (!service) throw notFound('Service', request.params.id);
      await requireLanguageEntries(app.db, [data.titleId, data.bodyId]);
      const [row] = await app.db
        .insert(serviceContents)
        .values({
          serviceId: service.id,
          titleId: data.titleId,
          bodyId: data.bodyId,
          image: images[0] ?? null,
        })
        .returning({ id: serviceContents.id });
      return reply.status(201).send(row);
    },
  );

  app.put(
    '/service/updateServiceContent/:id',
    {
      ...staffOnly,
      schema: {
        operationId: 'updateServiceContent',
        tags: ['service'],
        summary: 'Change content block {id}; without a file the image stays',
        security,
        params: IdParams,
        multipart: contentUpload,
        response: { 200: ref(ServiceContent), ...errors(400, 401, 404, 413, 415) },
      },
    },
    async (request) => {
      const { data, images } = await readUpload(request, ServiceContentData, 1);
      await requireLanguageEntries(app.db, [data.titleId, data.bodyId]);
      const updated = await app.db
        .update(serviceContents)
        .set({
          titleId: data.titleId,
          bodyId: data.bodyId,
          ...(images[0] ? { image: images[0] } : {}),
        })
        .where(eq(serviceContents.id, request.params.id))
        .returning({ id: serviceContents.id });
      if (!updated.length) throw notFound('Service content', request.params.id);
      return (await loadServiceContent(app.db, request.params.id))!;
    },
  );

  app.delete(
    '/service/removeServiceContent/:id',
    {
      ...staffOnly,
      schema: {
        operationId: 'removeServiceContent',
        tags: ['service'],
        summary: 'Remove content block {id}',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await deleteById(app.db, serviceContents, request.params.id, 'Service content');
      return reply.status(204).send(null);
    },
  );
};
