import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import { ApiError, notFound } from '../domain/errors';
import { readUpload } from '../plugins/uploads';
import {
  getService,
  insertService,
  insertServiceContent,
  isRefused,
  listServices,
  removeService,
  removeServiceContent,
  updateService,
  updateServiceContent,
  type Refused,
} from '../repositories/services';
import {
  Created,
  IdParams,
  IMAGES_DESCRIPTION,
  ImagesQuery,
  MAX_SERVICE_IMAGES,
  Service,
  ServiceContent,
  ServiceContentData,
  ServiceData,
  errors,
  ref,
} from '../schemas';

/** The documented multipart body: `data` is sent as JSON text and checked against `data`'s schema. */
const upload = (data: TSchema & { $id?: string }) =>
  Type.Object({
    data: ref(data),
    files: Type.Optional(
      Type.Array(Type.String({ format: 'binary' }), {
        maxItems: MAX_SERVICE_IMAGES,
        description: 'at most one image',
      }),
    ),
  });

/** The answer to a write that refers to something that does not exist (any more). */
function refusal(refused: Refused) {
  switch (refused.missing) {
    case 'language':
      return new ApiError(
        'UNKNOWN_REFERENCE',
        `Language entry ${refused.ids.join(', ')} does not exist`,
      );
    case 'service':
      return notFound('Service', refused.id);
    case 'content':
      return notFound('Service content', refused.id);
  }
}

export const serviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/service/getall',
    {
      config: { auth: 'optional', cache: { scopes: ['services', 'language'] } },
      schema: {
        operationId: 'getServices',
        tags: ['service'],
        summary: 'Every service with its content blocks; without a staff token only enabled ones',
        description: IMAGES_DESCRIPTION,
        querystring: ImagesQuery,
        response: { 200: Type.Array(ref(Service)) },
      },
    },
    async (request) =>
      listServices(app.db, { enabledOnly: !request.staff, images: request.query.images }),
  );

  app.get(
    '/service/get/:id',
    {
      config: { auth: 'optional', cache: { scopes: ['services', 'language'] } },
      schema: {
        operationId: 'getService',
        tags: ['service'],
        summary: 'One service with its content blocks; without a staff token only an enabled one',
        description: IMAGES_DESCRIPTION,
        params: IdParams,
        querystring: ImagesQuery,
        response: { 200: ref(Service), ...errors(400, 404) },
      },
    },
    async (request) => {
      const service = await getService(app.db, request.params.id, {
        enabledOnly: !request.staff,
        images: request.query.images,
      });
      if (!service) throw notFound('Service', request.params.id);
      return service;
    },
  );

  app.post(
    '/service/create',
    {
      schema: {
        operationId: 'createService',
        tags: ['service'],
        summary: 'Add a service: a "data" part and at most one image in "files"',
        multipart: upload(ServiceData),
        response: { 201: ref(Created), ...errors(400, 413, 415) },
      },
    },
    async (request, reply) => {
      const { data, images } = await readUpload(request, ServiceData, MAX_SERVICE_IMAGES);
      const id = await insertService(app.db, { ...data, image: images[0] });
      if (isRefused(id)) throw refusal(id);
      return reply.status(201).send({ id });
    },
  );

  app.put(
    '/service/update/:id',
    {
      schema: {
        operationId: 'updateService',
        tags: ['service'],
        summary: 'Change a service; without a file the image stays',
        description: `Answers the service. ${IMAGES_DESCRIPTION}`,
        params: IdParams,
        querystring: ImagesQuery,
        multipart: upload(ServiceData),
        response: { 200: ref(Service), ...errors(400, 404, 413, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { data, images } = await readUpload(request, ServiceData, MAX_SERVICE_IMAGES);
      const updated = await updateService(app.db, id, { ...data, image: images[0] });
      if (isRefused(updated)) throw refusal(updated);
      const service = await getService(app.db, id, { images: request.query.images });
      if (!service) throw notFound('Service', id);
      return service;
    },
  );

  app.delete(
    '/service/removeService/:id',
    {
      schema: {
        operationId: 'removeService',
        tags: ['service'],
        summary: 'Remove a service and its content blocks (and images nothing else shows)',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      if (!(await removeService(app.db, request.params.id)))
        throw notFound('Service', request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/service/addServiceContent/:id',
    {
      schema: {
        operationId: 'addServiceContent',
        tags: ['service'],
        summary: 'Add a content block to service {id}: a "data" part and at most one image',
        params: IdParams,
        multipart: upload(ServiceContentData),
        response: { 201: ref(Created), ...errors(400, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const { id: serviceId } = request.params;
      const { data, images } = await readUpload(request, ServiceContentData, MAX_SERVICE_IMAGES);
      const id = await insertServiceContent(app.db, serviceId, { ...data, image: images[0] });
      if (isRefused(id)) throw refusal(id);
      return reply.status(201).send({ id });
    },
  );

  app.put(
    '/service/updateServiceContent/:id',
    {
      schema: {
        operationId: 'updateServiceContent',
        tags: ['service'],
        summary: 'Change content block {id}; without a file the image stays',
        description: `Answers the content block. ${IMAGES_DESCRIPTION}`,
        params: IdParams,
        querystring: ImagesQuery,
        multipart: upload(ServiceContentData),
        response: { 200: ref(ServiceContent), ...errors(400, 404, 413, 415) },
      },
    },
    async (request) => {
      const { data, images } = await readUpload(request, ServiceContentData, MAX_SERVICE_IMAGES);
      const content = await updateServiceContent(
        app.db,
        request.params.id,
        { ...data, image: images[0] },
        request.query.images,
      );
      if (isRefused(content)) throw refusal(content);
      return content;
    },
  );

  app.delete(
    '/service/removeServiceContent/:id',
    {
      schema: {
        operationId: 'removeServiceContent',
        tags: ['service'],
        summary: 'Remove content block {id} (and its image when nothing else shows it)',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      if (!(await removeServiceContent(app.db, request.params.id)))
        throw notFound('Service content', request.params.id);
      return reply.status(204).send(null);
    },
  );
};
