import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { notFound } from '../domain/errors';
import { matchesIfNoneMatch } from '../plugins/http-cache/validators';
import {
  changeAppointment,
  createAppointment,
  readAppointment,
  readAppointments,
  removeAppointment,
  serviceChoices,
} from '../services/appointments';
import {
  cancelByCustomer,
  readPublicAppointment,
  reschedules,
} from '../services/appointment-customers';
import { feedCalendar } from '../services/employee-feeds';
import {
  Appointment,
  AppointmentInput,
  AppointmentQuery,
  AppointmentTokenHeaders,
  ConflictAnswer,
  Created,
  FeedParams,
  IdParams,
  PublicAppointment,
  RescheduleInput,
  ServiceChoice,
  errors,
  ref,
} from '../schemas';
import type { ApiTag } from '../plugins/swagger';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  {
    name: 'appointment',
    description: "The agenda's appointments in Brussels time, with their conflict check.",
  },
  {
    name: 'appointment-public',
    description:
      "A customer's appointment, opened by the link in its mail (X-Appointment-Token): see, cancel, ask for another moment.",
  },
  {
    name: 'agenda-feed',
    description: "An employee's calendar feed (RFC 5545) for calendar apps, by its secret address.",
  },
];

/** The customer's link token from its header; '' (which opens nothing) when there is none. */
function linkTokenOf(request: FastifyRequest): string {
  const value = request.headers['x-appointment-token'];
  return typeof value === 'string' && value.length <= 200 ? value.trim() : '';
}

const CONFLICT_DESCRIPTION =
  'A conflict (an overlap with another appointment of one of its employees, travel time included; their absence; a Belgian public holiday; outside their working hours) answers 409 APPOINTMENT_CONFLICT with `conflicts`; send `allowConflict: true` to book it anyway, which the activity log records. A customer with an e-mail address is sent the confirmation (or change) with its calendar file and a link to cancel or ask for another moment.';

/** The agenda (docs/product.md § Agenda): appointments, the customer's page, the feeds. */
const appointmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const askReschedule = reschedules(app.db, app.config);
  /** Mail was written: this instance sends it now rather than at its next look. */
  const mailWritten = () => app.mailSender?.wake();

  app.get(
    '/appointment/getall',
    {
      config: { permission: { area: 'agenda', access: 'read' }, cache: { scopes: ['agenda'] } },
      schema: {
        operationId: 'getAppointments',
        tags: ['appointment'],
        summary: 'The appointments that overlap a period (from, to), or those of a conversation',
        description:
          '`from` and `to` are instants with their offset (at most 400 days apart); `employee` keeps those one employee carries out; `chat` those linked to a conversation (without a period: all of them). Ordered by start.',
        querystring: AppointmentQuery,
        response: { 200: Type.Array(ref(Appointment)), ...errors(400) },
      },
    },
    async (request) => readAppointments(app.db, request.query),
  );

  app.get(
    '/appointment/get/:id',
    {
      config: { permission: { area: 'agenda', access: 'read' }, cache: { scopes: ['agenda'] } },
      schema: {
        operationId: 'getAppointment',
        tags: ['appointment'],
        summary: 'One appointment',
        description:
          'Its employees, customer, site, status and SEQUENCE (how often the customer was told of a change).',
        params: IdParams,
        response: { 200: ref(Appointment), ...errors(400, 404) },
      },
    },
    async (request) => readAppointment(app.db, request.params.id),
  );

  app.post(
    '/appointment/create',
    {
      config: { permission: { area: 'agenda', access: 'write' } },
      schema: {
        operationId: 'createAppointment',
        tags: ['appointment'],
        summary: 'Add an appointment',
        description: CONFLICT_DESCRIPTION,
        body: ref(AppointmentInput),
        response: { 201: ref(Created), ...errors(400), 409: ref(ConflictAnswer) },
      },
    },
    async (request, reply) => {
      const id = await createAppointment(app.db, app.config.mail, request.body, request.actor.id);
      mailWritten();
      return reply.status(201).send({ id });
    },
  );

  app.put(
    '/appointment/update/:id',
    {
      config: { permission: { area: 'agenda', access: 'write' } },
      schema: {
        operationId: 'updateAppointment',
        tags: ['appointment'],
        summary: 'Change an appointment (move it, give it to someone else, cancel it)',
        description: `${CONFLICT_DESCRIPTION} The conflict check runs when its time, travel time or employees change. Status \`geannuleerd\` sends the customer its cancellation.`,
        params: IdParams,
        body: ref(AppointmentInput),
        response: { 200: ref(Appointment), ...errors(400, 404), 409: ref(ConflictAnswer) },
      },
    },
    async (request) => {
      const appointment = await changeAppointment(
        app.db,
        app.config.mail,
        request.params.id,
        request.body,
        request.actor.id,
      );
      mailWritten();
      return appointment;
    },
  );

  app.delete(
    '/appointment/remove/:id',
    {
      config: { permission: { area: 'agenda', access: 'write' } },
      schema: {
        operationId: 'removeAppointment',
        tags: ['appointment'],
        summary: 'Remove an appointment: to the trash for 30 days',
        description: 'A customer expecting it is sent its cancellation.',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      await removeAppointment(app.db, app.config.mail, request.params.id, request.actor.id);
      mailWritten();
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/appointment/services',
    {
      config: {
        permission: { area: 'agenda', access: 'read' },
        cache: { scopes: ['services', 'language'] },
      },
      schema: {
        operationId: 'getAppointmentServices',
        tags: ['appointment'],
        summary: "The website's services an appointment may be about, with their Dutch title",
        description: 'Enabled and disabled ones, in creation order.',
        response: { 200: Type.Array(ref(ServiceChoice)) },
      },
    },
    async () => serviceChoices(app.db),
  );

  app.get(
    '/appointment/public/:id',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getPublicAppointment',
        tags: ['appointment-public'],
        summary: "Public, with the link's token: the appointment as its customer sees it",
        description: 'A missing, wrong or expired token and an unknown id all answer the same 404.',
        params: IdParams,
        headers: AppointmentTokenHeaders,
        response: { 200: ref(PublicAppointment), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const appointment = await readPublicAppointment(
        app.db,
        request.params.id,
        linkTokenOf(request),
      );
      void reply.header('cache-control', 'private, no-cache').header('vary', 'X-Appointment-Token');
      return appointment;
    },
  );

  app.post(
    '/appointment/public/:id/cancel',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'cancelPublicAppointment',
        tags: ['appointment-public'],
        summary: "Public, with the link's token: the customer cancels the appointment",
        description:
          'Staff see it struck through and, if they want notices, get a mail; the customer gets the cancellation for their calendar. Cancelling again answers the same. An appointment that has begun answers 409 CONFLICT.',
        params: IdParams,
        headers: AppointmentTokenHeaders,
        response: { 200: ref(PublicAppointment), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      const appointment = await cancelByCustomer(
        app.db,
        app.config.mail,
        request.params.id,
        linkTokenOf(request),
      );
      mailWritten();
      return appointment;
    },
  );

  app.post(
    '/appointment/public/:id/reschedule',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'requestAppointmentReschedule',
        tags: ['appointment-public'],
        summary: "Public, with the link's token: the customer asks for another moment",
        description:
          "The message lands as the customer's message in the appointment's conversation, or starts one linked to it; staff answer there. At most 5 per appointment per hour (429 RATE_LIMITED). An appointment cancelled or begun answers 409 CONFLICT.",
        params: IdParams,
        headers: AppointmentTokenHeaders,
        body: ref(RescheduleInput),
        response: { 201: ref(Created), ...errors(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const chatId = await askReschedule(
        request.params.id,
        linkTokenOf(request),
        request.body.message,
      );
      return reply.status(201).send({ id: chatId });
    },
  );

  app.get(
    '/agenda/feed/:token',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getAgendaFeed',
        tags: ['agenda-feed'],
        summary: "Public, by its secret address: an employee's calendar feed (RFC 5545)",
        description:
          "Their appointments from 30 days back to a year ahead, cancelled ones left out, times in UTC: title, time, address and the customer's name (their phone, e-mail and the notes only for a feed made with `includeCustomerDetails`). With an `ETag`: sent back in `If-None-Match`, an unchanged calendar answers 304 without a body. The address is made and ended on the employee's page (createEmployeeFeed); it answers 404 once ended, once its employee or the staff account that made it is inactive or removed, and for any other address.",
        params: FeedParams,
        headers: Type.Object({ 'if-none-match': Type.Optional(Type.String({ maxLength: 1000 })) }),
        response: {
          200: {
            description: 'The calendar (text/calendar)',
            content: { 'text/calendar': { schema: Type.String() } },
          },
          304: { description: 'Unchanged since the ETag sent in If-None-Match', type: 'null' },
          ...errors(400, 404),
        },
      },
    },
    async (request, reply) => {
      const token = request.params.token.replace(/\.ics$/, '');
      const calendar = await feedCalendar(app.db, token, app.config.mail);
      if (calendar === undefined) throw notFound('Feed', 'of this address');
      void reply.header('cache-control', 'private, no-cache').header('etag', `"${calendar.etag}"`);
      if (matchesIfNoneMatch(request.headers['if-none-match'], calendar.etag))
        return reply.status(304).send();
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="agenda.ics"')
        .send(calendar.body());
    },
  );
};

export default appointmentRoutes;
