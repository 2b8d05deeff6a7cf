/**
 * The access point to the Peppol network (docs/architecture.md § Peppol): one interface, with
 * an adapter for e-invoice.be (einvoice.ts) and a local access point of the same API shape for
 * tests and for running without a contract (local-access-point.ts). The invoices' part calls
 * only this interface.
 */

/** A Peppol participant: `<scheme>:<identifier>`, such as `0208:0403170701` (KBO number). */
export type ParticipantId = string;

export type DocumentKind = 'invoice' | 'creditNote';

/** Where an outgoing document is: waiting, handed to the network, received, or not. */
export type DeliveryState = 'queued' | 'sent' | 'delivered' | 'failed' | 'rejected';

export interface SendRequest {
  /** The UBL document, validated before it gets here. */
  xml: Buffer;
  kind: DocumentKind;
  receiver: ParticipantId;
  /** The same key sends the same document once, however often it is asked (a retry). */
  idempotencyKey: string;
}

/**
 * What the access point told us through its webhook, once its signature, age and shape have
 * been checked: `ref` names the document (as `send` answered it, or an incoming one).
 */
export interface GatewayEvent {
  /** The access point's id of this event: a second delivery of it is a replay. */
  id: string;
  /** As the provider names it, e.g. `document.sent`. */
  type: string;
  direction: 'outgoing' | 'incoming';
  ref: string;
  /** For an outgoing document, the state this event puts it in. */
  state?: DeliveryState;
  detail?: string;
  occurredAt: Date;
  /** The event as received, kept for whoever reads it later. */
  payload: unknown;
}

export interface PeppolGateway {
  /** Whether the Peppol directory knows the participant as one that receives invoices. */
  lookup(participant: ParticipantId): Promise<{ reachable: boolean }>;
  send(request: SendRequest): Promise<{ ref: string }>;
  status(ref: string): Promise<{ state: DeliveryState; detail?: string }>;
  /** The incoming documents received since a moment. */
  listIncoming(since: Date): Promise<{ ref: string }[]>;
  fetchIncoming(ref: string): Promise<{ xml: Buffer }>;
  /** The event of a webhook call, or WebhookRefused when it is not one we can believe. */
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
  ): GatewayEvent;
}

/** A webhook call that is not believed: a wrong or missing signature, too old, or no event. */
export class WebhookRefused extends Error {}

/**
 * The access point said no, or could not be reached: `status` is its HTTP status (0 when it
 * did not answer), `detail` its reason when it gave one.
 */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly detail?: string,
  ) {
    super(message);
  }
}

/** A participant id's scheme and identifier; undefined when it has not that shape. */
export function splitParticipant(participant: string) {
  const match = /^(\d{4}):([A-Za-z0-9][A-Za-z0-9.\-_]{0,49})$/.exec(participant.trim());
  return match ? { scheme: match[1], id: match[2] } : undefined;
}
