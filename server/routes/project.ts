import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { readUpload } from '../plugins/uploads';
import {
  addProjectPhotos,
  changeProject,
  createProject,
  describeProjectPhoto,
  listProjects,
  readProjectBoard,
  orderProjectPhotos,
  readProject,
  removeProject,
  removeProjectPhoto,
  setProjectNotes,
  setProjectStage,
} from '../services/projects';
import { publishProject } from '../services/project-publication';
import {
  Created,
  IdParams,
  ImageAltData,
  Project,
  ProjectInput,
  ProjectListQuery,
  ProjectNotesInput,
  ProjectBoard,
  ProjectBoardQuery,
  ProjectPage,
  ProjectPhotoOrder,
  ProjectPhotoParams,
  ProjectPhotosData,
  ProjectPublishInput,
  ProjectStageInput,
  Published,
  errors,
  multipartBody,
  ref,
} from '../schemas';
import type { ApiTag } from '../plugins/swagger';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  {
    name: 'project',
    description:
      "Projecten: the company's jobs for its customers, by stage, with team, appointments and photos; a delivered one is published as an achievement.",
  },
];

/** Photos one addPhotos request may carry. */
const PHOTOS_PER_UPLOAD = 20;

/** Projecten (docs/product.md § Projecten). */
const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/project/getall',
    {
      config: { permission: { area: 'projects', access: 'read' } },
      schema: {
        operationId: 'getProjects',
        tags: ['project'],
        summary: 'A page of the projects, newest first, filtered and searched',
        description:
          '`stage`, `customer`, `startedFrom`–`startedTo` (created) and `deliveredFrom`–`deliveredTo` (delivered, as the statistics count it) filter; `q` searches the name, the site address and the customer; `next` continues the list (null after the last page).',
        querystring: ProjectListQuery,
        response: { 200: ref(ProjectPage), ...errors(400) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return listProjects(app.db, request.query);
    },
  );

  app.get(
    '/project/board',
    {
      config: { permission: { area: 'projects', access: 'read' } },
      schema: {
        operationId: 'getProjectBoard',
        tags: ['project'],
        summary: "The board: each stage's first projects and how many it holds",
        description:
          "One column per stage, read together: its newest `limit` projects that `customer` and `q` keep, their count, and the `cursor` for getProjects' next page of that stage.",
        querystring: ProjectBoardQuery,
        response: { 200: ref(ProjectBoard), ...errors(400) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return readProjectBoard(app.db, request.query);
    },
  );

  app.get(
    '/project/get/:id',
    {
      config: { permission: { area: 'projects', access: 'read' } },
      schema: {
        operationId: 'getProject',
        tags: ['project'],
        summary: 'One project with its notes, photos and appointments',
        description: 'Photos in their order with their descriptions; appointments earliest first.',
        params: IdParams,
        response: { 200: ref(Project), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return readProject(app.db, request.params.id);
    },
  );

  app.post(
    '/project/create',
    {
      config: { permission: { area: 'projects', access: 'write' } },
      schema: {
        operationId: 'createProject',
        tags: ['project'],
        summary: 'Add a project',
        description:
          'A name is needed; customer, services and employees must exist (else 400 UNKNOWN_REFERENCE).',
        body: ref(ProjectInput),
        response: { 201: ref(Created), ...errors(400) },
      },
    },
    async (request, reply) => {
      const id = await createProject(app.db, request.body, request.actor.id);
      return reply.status(201).send({ id });
    },
  );

  app.put(
    '/project/update/:id',
    {
      config: { permission: { area: 'projects', access: 'write' } },
      schema: {
        operationId: 'updateProject',
        tags: ['project'],
        summary: 'Change a project; answers it',
        description:
          'A field left out keeps its value; `photoKeys` keeps and orders its photos. Each change is a version (history) and an activity entry.',
        params: IdParams,
        body: ref(ProjectInput),
        response: { 200: ref(Project), ...errors(400, 404) },
      },
    },
    async (request) => changeProject(app.db, request.params.id, request.body, request.actor.id),
  );

  app.put(
    '/project/setStage/:id',
    {
      config: { permission: { area: 'projects', access: 'write' } },
      schema: {
        operationId: 'setProjectStage',
        tags: ['project'],
        summary: 'Move a project to a stage (the board); answers it',
        description: 'A version (history) and an activity entry, as any change of the project.',
        params: IdParams,
        body: ref(ProjectStageInput),
        response: { 200: ref(Project), ...errors(400, 404) },
      },
    },
    async (request) =>
      setProjectStage(app.db, request.params.id, request.body.stage, request.actor.id),
  );

  app.put(
    '/project/setNotes/:id',
    {
      config: { permission: { area: 'projects', access: 'write', own: 'projectTeam' } },
      schema: {
        operationId: 'setProjectNotes',
        tags: ['project'],
        summary: "Change a project's notes alone; answers the project",
        description:
          'What a member of its team may write besides its photos (docs/product.md § Roles). A version (history) and an activity entry, as any change of the project.',
        params: IdParams,
        body: ref(ProjectNotesInput),
        response: { 200: ref(Project), ...errors(400, 404) },
      },
    },
    async (request) =>
      setProjectNotes(app.db, request.params.id, request.body.notes, request.actor.id),
  );

  app.post(
    '/project/addPhotos/:id',
    {
      config: { permission: { area: 'projects', access: 'write', own: 'projectTeam' } },
      schema: {
        operationId: 'addProjectPhotos',
        tags: ['project'],
        summary: `Add photos to a project: up to ${PHOTOS_PER_UPLOAD} images in "files", an optional "data" part with their descriptions`,
        description:
          'Each image is decoded and stored once, as every image is (renditions, descriptions); they follow the photos it has. Answers the project.',
        params: IdParams,
        multipart: multipartBody(ProjectPhotosData, PHOTOS_PER_UPLOAD, undefined, true),
        response: { 200: ref(Project), ...errors(400, 404, 413, 415, 503) },
      },
    },
    async (request) => {
      const { data, images } = await readUpload(request, ProjectPhotosData, PHOTOS_PER_UPLOAD, {
        optionalData: true,
      });
      return addProjectPhotos(app.db, request.params.id, images, data.imageAlts, request.actor.id);
    },
  );

  app.put(
    '/project/describePhoto/:id/:key',
    {
      config: { permission: { area: 'projects', access: 'write', own: 'projectTeam' } },
      schema: {
        operationId: 'describeProjectPhoto',
        tags: ['project'],
        summary: "Set one photo's Dutch and English descriptions; answers the project",
        description:
          "The image's own descriptions, as the image library sets them: an achievement showing the photo shows them too. An activity entry of the project; a key it does not have answers 404.",
        params: ProjectPhotoParams,
        body: ref(ImageAltData),
        response: { 200: ref(Project), ...errors(400, 404) },
      },
    },
    async (request) =>
      describeProjectPhoto(
        app.db,
        request.params.id,
        request.params.key,
        request.body,
        request.actor.id,
      ),
  );

  app.put(
    '/project/orderPhotos/:id',
    {
      config: { permission: { area: 'projects', access: 'write', own: 'projectTeam' } },
      schema: {
        operationId: 'orderProjectPhotos',
        tags: ['project'],
        summary: "Put a project's photos in a new order; answers the project",
        description:
          'Every photo it has, each once (else 409 CONFLICT: its photos changed since they were read). A version (history) and an activity entry.',
        params: IdParams,
        body: ref(ProjectPhotoOrder),
        response: { 200: ref(Project), ...errors(400, 404, 409) },
      },
    },
    async (request) =>
      orderProjectPhotos(app.db, request.params.id, request.body.keys, request.actor.id),
  );

  app.delete(
    '/project/removePhoto/:id/:key',
    {
      config: { permission: { area: 'projects', access: 'write', own: 'projectTeam' } },
      schema: {
        operationId: 'removeProjectPhoto',
        tags: ['project'],
        summary: 'Take one photo off a project; answers the project',
        description:
          'The image is deleted unless something else shows it (an achievement, a version in the history). A version (history) and an activity entry; a key it does not have answers 404.',
        params: ProjectPhotoParams,
        response: { 200: ref(Project), ...errors(400, 404) },
      },
    },
    async (request) =>
      removeProjectPhoto(app.db, request.params.id, request.params.key, request.actor.id),
  );

  app.post(
    '/project/publish/:id',
    {
      config: { permission: { area: 'projects', access: 'write' } },
      schema: {
        operationId: 'publishProject',
        tags: ['project'],
        summary: 'Publiceer als realisatie: make a delivered project an achievement',
        description:
          'From opgeleverd on (else 409 PROJECT_NOT_DELIVERED). The chosen photos, in their order, each with a Dutch and English description (typed here or their own; else 400), become the achievement, created as the achievements screen creates one and linked to the project.',
        params: IdParams,
        body: ref(ProjectPublishInput),
        response: { 201: ref(Published), ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const achievementId = await publishProject(
        app.db,
        request.params.id,
        request.body,
        request.actor.id,
      );
      return reply.status(201).send({ achievementId });
    },
  );

  app.delete(
    '/project/remove/:id',
    {
      config: { permission: { area: 'projects', access: 'write' } },
      schema: {
        operationId: 'removeProject',
        tags: ['project'],
        summary: 'Remove a project: to the trash for 30 days',
        description:
          'Its appointments stay, unlinked; a restore from the trash links them again, with its photos.',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      await removeProject(app.db, request.params.id, request.actor.id);
      return reply.status(204).send(null);
    },
  );
};

export default projectRoutes;
