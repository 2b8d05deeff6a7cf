import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { FILE_ANSWER_DESCRIPTION } from '../plugins/http-cache';
import { readUpload } from '../plugins/uploads';
import {
  addServiceContent,
  changeService,
  changeServiceContent,
  createService,
  removeService,
  removeServiceContent,
  listServices,
  readService,
} from '../services/services';
import { asksDataUrls, writeServicesWithDataUrls } from '../services/data-url-answers';
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
  multipartBody,
  ref,
} from '../schemas';
import type { ApiTag } from '../plugins/swagger';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  {
    name: 'service',
    description: "The company's services and their content blocks, as the website shows them.",
  },
];

const serviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/service/getall',
    {
      config: {
        permission: { area: 'cms', access: 'read' },
        auth: 'optional',
        cache: { scopes: ['services', 'language', 'images'], inFile: asksDataUrls },
      },
      schema: {
        operationId: 'getServices',
        tags: ['service'],
        summary: 'Every service with its content blocks; without a staff token only enabled ones',
        description: `${IMAGES_DESCRIPTION} ${FILE_ANSWER_DESCRIPTION}`,
        querystring: ImagesQuery,
        response: { 200: Type.Array(ref(Service)), ...errors(503) },
      },
    },
    async (request, reply) => {
      const { images } = request.query;
      const enabledOnly = !request.staff;
      if (images === 'url') return listServices(app.db, { enabledOnly, images });
      // Every image as a data URL: streamed from a file written once per data version.
      return app.fileAnswers.send(request, reply, (out) =>
        writeServicesWithDataUrls(app.db, out, { enabledOnly }),
      );
    },
  );

  app.get(
    '/service/get/:id',
    {
      config: {
        permission: { area: 'cms', access: 'read' },
        auth: 'optional',
        cache: { scopes: ['services', 'language', 'images'] },
      },
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
    async (request) =>
      readService(app.db, request.params.id, {
        enabledOnly: !request.staff,
        images: request.query.images,
      }),
  );

  app.post(
    '/service/create',
    {
      config: { permission: { area: 'cms', access: 'write' } },
      schema: {
        operationId: 'createService',
        description:
          '`data` holds the ids of the title and description language entries and whether the service is shown (`enabled`). An image is decoded and stored once, with a thumbnail (JPEG or PNG). An entry id that does not exist answers 400 UNKNOWN_REFERENCE.',
        tags: ['service'],
        summary: 'Add a service: a "data" part and at most one image in "files"',
        multipart: multipartBody(ServiceData, MAX_SERVICE_IMAGES, 'at most one image'),
        response: { 201: ref(Created), ...errors(400, 413, 415, 503) },
      },
    },
    async (request, reply) => {
      const { data, images } = await readUpload(request, ServiceData, MAX_SERVICE_IMAGES);
      const id = await createService(app.db, { ...data, image: images[0] }, request.actor.id);
      return reply.status(201).send({ id });
    },
  );

  app.put(
    '/service/update/:id',
    {
      config: { permission: { area: 'cms', access: 'write' } },
      schema: {
        operationId: 'updateService',
        tags: ['service'],
        summary: 'Change a service; without a file the image stays',
        description: `Answers the service. ${IMAGES_DESCRIPTION}`,
        params: IdParams,
        querystring: ImagesQuery,
        multipart: multipartBody(ServiceData, MAX_SERVICE_IMAGES, 'at most one image'),
        response: { 200: ref(Service), ...errors(400, 404, 413, 415, 503) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { data, images } = await readUpload(request, ServiceData, MAX_SERVICE_IMAGES);
      return changeService(
        app.db,
        id,
        { ...data, image: images[0] },
        request.query.images,
        request.actor.id,
      );
    },
  );

  app.delete(
    '/service/removeService/:id',
    {
      config: { permission: { area: 'cms', access: 'write' } },
      schema: {
        operationId: 'removeService',
        description: "The service's language entries stay: other services or texts may use them.",
        tags: ['service'],
        summary: 'Remove a service with its content blocks: to the trash for 30 days',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      await removeService(app.db, request.params.id, request.actor.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/service/addServiceContent/:id',
    {
      config: { permission: { area: 'cms', access: 'write' } },
      schema: {
        operationId: 'addServiceContent',
        description:
          "`data` holds the ids of the block's title and body language entries; an image is stored as for a service. Answers the block's id.",
        tags: ['service'],
        summary: 'Add a content block to service {id}: a "data" part and at most one image',
        params: IdParams,
        multipart: multipartBody(ServiceContentData, MAX_SERVICE_IMAGES, 'at most one image'),
        response: { 201: ref(Created), ...errors(400, 404, 413, 415, 503) },
      },
    },
    async (request, reply) => {
      const { id: serviceId } = request.params;
      const { data, images } = await readUpload(request, ServiceContentData, MAX_SERVICE_IMAGES);
      const id = await addServiceContent(
        app.db,
        serviceId,
        { ...data, image: images[0] },
        request.actor.id,
      );
      return reply.status(201).send({ id });
    },
  );

  app.put(
    '/service/updateServiceContent/:id',
    {
      config: { permission: { area: 'cms', access: 'write' } },
      schema: {
        operationId: 'updateServiceContent',
        tags: ['service'],
        summary: 'Change content block {id}; without a file the image stays',
        description: `Answers the content block. ${IMAGES_DESCRIPTION}`,
        params: IdParams,
        querystring: ImagesQuery,
        multipart: multipartBody(ServiceContentData, MAX_SERVICE_IMAGES, 'at most one image'),
        response: { 200: ref(ServiceContent), ...errors(400, 404, 413, 415, 503) },
      },
    },
    async (request) => {
      const { data, images } = await readUpload(request, ServiceContentData, MAX_SERVICE_IMAGES);
      return changeServiceContent(
        app.db,
        request.params.id,
        { ...data, image: images[0] },
        request.query.images,
        request.actor.id,
      );
    },
  );

  app.delete(
    '/service/removeServiceContent/:id',
    {
      config: { permission: { area: 'cms', access: 'write' } },
      schema: {
        operationId: 'removeServiceContent',
        description: "The service itself and the block's language entries stay.",
        tags: ['service'],
        summary: 'Remove content block {id}: to the trash for 30 days',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      await removeServiceContent(app.db, request.params.id, request.actor.id);
      return reply.status(204).send(null);
    },
  );
};

export default serviceRoutes;
