import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { changeCompanySettings, readCompanySettings } from '../services/company-settings';
import { changeOpeningHours, readOpeningHours } from '../services/opening-hours';
import { CompanySettings, OpeningHours, errors, ref } from '../schemas';
import type { ApiTag } from '../plugins/swagger';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  {
    name: 'settings',
    description:
      "The company's settings every staff member shares: opening hours and the automatic answer outside them, and the company's invoicing identity.",
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

  app.get(
    '/settings/company',
    {
      // Whoever makes invoices reads the seller they carry (Beheerder and Kantoor).
      config: { permission: { area: 'invoices', access: 'read' } },
      schema: {
        operationId: 'getCompanySettings',
        description:
          "Empty fields, country 'BE', 30 days and the default prefixes until the Beheerder sets them. Identifiers as stored: the KBO's ten digits, 'BE0403170701', the IBAN without spaces.",
        tags: ['settings'],
        summary: "The company's invoicing identity: name, address, identifiers, terms, numbering",
        response: { 200: ref(CompanySettings) },
      },
    },
    async () => readCompanySettings(app.db),
  );

  app.put(
    '/settings/company',
    {
      // The company's legal identity is the Beheerder's alone, as the staff accounts are.
      config: { permission: { area: 'accounts', access: 'write' } },
      schema: {
        operationId: 'setCompanySettings',
        description:
          "The name is required; the enterprise number, VAT number (the same ten digits), IBAN, BIC and Peppol ID are checked (400 ENTERPRISE_NUMBER or VALIDATION with a Dutch message) and stored normalised. An empty Peppol ID with an enterprise number becomes '0208:<KBO>'. Answers what is stored.",
        tags: ['settings'],
        summary: "Change the company's invoicing identity (Beheerder)",
        body: ref(CompanySettings),
        response: { 200: ref(CompanySettings), ...errors(400) },
      },
    },
    async (request) => changeCompanySettings(app.db, request.body, request.actor.id),
  );
};

export default settingsRoutes;
