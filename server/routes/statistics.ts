import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  agendaStatistics,
  chatStatistics,
  contentStatistics,
  projectStatistics,
} from '../services/statistics';
import {
  AgendaStatistics,
  AgendaStatisticsQuery,
  ChatStatistics,
  ChatStatisticsQuery,
  ContentStatistics,
  errors,
  ProjectStatistics,
  ProjectStatisticsQuery,
  ref,
} from '../schemas';
import type { ApiTag } from '../plugins/swagger';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  {
    name: 'statistics',
    description:
      'Statistieken: figures of a period of Brussels dates (conversations, response times, the website content still lacking), one read per section.',
  },
];

/** Statistieken: one read per section (docs/api.md § Statistics). */
const statisticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/statistics/chats',
    {
      config: {
        permission: { area: 'webStatistics', access: 'read' },
        cache: { scopes: ['chats'] },
      },
      schema: {
        operationId: 'getChatStatistics',
        tags: ['statistics'],
        summary:
          'Chat figures of a period of Brussels dates: totals, buckets, heatmap, start pages',
        description:
          'Counts the conversations started from `from` to `to` (Brussels dates, both included). A first response is the first staff message after the customer’s first message; automatic answers do not count. `…Seconds` figures are calendar time; `…OpeningSeconds` count only opening hours (Instellingen). Buckets and heatmap hours are Brussels time; a week starts on its Monday. A wrong date, `from` after `to` or a period over five years answers 400.',
        querystring: ChatStatisticsQuery,
        response: { 200: ref(ChatStatistics), ...errors(400) },
      },
    },
    async (request) => {
      const { from, to, interval = 'day' } = request.query;
      return chatStatistics(app.db, { from, to, interval });
    },
  );

  app.get(
    '/statistics/content',
    {
      config: {
        permission: { area: 'webStatistics', access: 'read' },
        cache: { scopes: ['language', 'images', 'services'] },
      },
      schema: {
        operationId: 'getContentStatistics',
        tags: ['statistics'],
        summary: "What the website's content still lacks: translations, descriptions, services",
        description:
          'Counts of the whole database now; each figure is a filter of a content screen (Teksten: missing or stale translations; Afbeeldingen: without description; Diensten: disabled).',
        response: { 200: ref(ContentStatistics) },
      },
    },
    async () => contentStatistics(app.db),
  );

  app.get(
    '/statistics/agenda',
    {
      config: { permission: { area: 'statistics', access: 'read' }, cache: { scopes: ['agenda'] } },
      schema: {
        operationId: 'getAgendaStatistics',
        tags: ['statistics'],
        summary:
          'Agenda figures of a period of Brussels dates: appointments per employee and week, cancellations, booked against working hours',
        description:
          'Counts the appointments starting from `from` to `to` (Brussels dates, both included). Booked hours are the appointments’ own length (travel time not counted); working hours are each employee’s usual week over the period, less their absences and Belgian public holidays. A wrong date, `from` after `to` or a period over five years answers 400.',
        querystring: AgendaStatisticsQuery,
        response: { 200: ref(AgendaStatistics), ...errors(400) },
      },
    },
    async (request) => agendaStatistics(app.db, request.query),
  );

  app.get(
    '/statistics/projects',
    {
      config: { permission: { area: 'statistics', access: 'read' } },
      schema: {
        operationId: 'getProjectStatistics',
        tags: ['statistics'],
        summary:
          'Project figures: projects per stage now, started and delivered per bucket of a period of Brussels dates, days to delivery',
        description:
          'Started: created from `from` to `to` (Brussels dates, both included). Delivered: at Opgeleverd or Afgesloten now, counted when the project’s history last reached one of them from an earlier stage. The average days run from creation to delivery. Buckets are Brussels days, weeks from Monday or months (default). A wrong date, `from` after `to` or a period over five years answers 400.',
        querystring: ProjectStatisticsQuery,
        response: { 200: ref(ProjectStatistics), ...errors(400) },
      },
    },
    async (request) => {
      const { from, to, interval = 'month' } = request.query;
      return projectStatistics(app.db, { from, to, interval });
    },
  );
};

export default statisticsRoutes;
