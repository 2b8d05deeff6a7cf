import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { changeOpeningHours, readOpeningHours } from '../services/opening-hours';
import { OpeningHours, errors, ref } from '../schemas';
import type { ApiTag } from '../plugins/swagger';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  {
    name: 'settings',
    description:
      "The company's settings every staff member shares: opening hours and the automatic answer outside them.",
  },
];

/** The company's settings that every staff member shares (docs/product.md § Opening hours). */
const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/settings/openingHours',
    {
      config: { permission: { area: 'settings', access: 'read' } },
      schema: {
        operationId: 'getOpeningHours',
        description:
          'Every day 00:00–24:00 (always open, no automatic answer) until someone sets them. Brussels time; the widget and the automatic first answer follow them.',
        tags: ['settings'],
        summary: "The company's opening hours, closing days and automatic answer outside them",
        response: { 200: ref(OpeningHours) },
      },
    },
    async () => readOpeningHours(app.db),
  );

  app.put(
    '/settings/openingHours',
    {
      config: { permission: { area: 'settings', access: 'write' } },
      schema: {
        operationId: 'setOpeningHours',
        description:
          'Each weekday at most once, open before close; closing dates are real dates (kept ascending, once each). The Dutch answer must hold text, the English one may be empty; both are sanitized rich text. Answers what is stored.',
        tags: ['settings'],
        summary: "Change the company's opening hours",
        body: ref(OpeningHours),
        response: { 200: ref(OpeningHours), ...errors(400) },
      },
    },
    async (request) => changeOpeningHours(app.db, request.body, request.actor.id),
  );
};

export default settingsRoutes;
