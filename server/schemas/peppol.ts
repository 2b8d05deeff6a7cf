/** The Peppol access point: whether it is set up, directory lookups, and its webhook. */
import { Type } from '@sinclair/typebox';

export const PeppolStatus = Type.Object(
  {
    configured: Type.Boolean({
      description: 'Whether invoices can go over Peppol; when not, they go by e-mail',
    }),
    mode: Type.Union([Type.Literal('off'), Type.Literal('local'), Type.Literal('einvoice')], {
      description:
        '`off`: not set up; `local`: the local access point (nothing leaves this machine); ' +
        '`einvoice`: the access point e-invoice.be',
    }),
  },
  { $id: 'PeppolStatus' },
);

export const PeppolLookupQuery = Type.Object({
  id: Type.String({
    minLength: 1,
    maxLength: 60,
    description: 'A Peppol participant id, `<scheme>:<id>`, e.g. `0208:0403170701`',
  }),
});

export const PeppolLookup = Type.Object(
  {
    reachable: Type.Boolean({
      description: 'Whether the Peppol directory knows the participant as one that receives',
    }),
    via: Type.Union([Type.Literal('peppol'), Type.Literal('email')], {
      description: 'How an invoice to this participant goes: over Peppol, else by e-mail',
    }),
  },
  { $id: 'PeppolLookup' },
);

export const PeppolWebhookAnswer = Type.Object(
  { received: Type.Literal(true) },
  { $id: 'PeppolWebhookAnswer' },
);
