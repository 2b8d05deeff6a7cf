import {
  GatewayError,
  WebhookRefused,
  splitParticipant,
  type DeliveryState,
  type GatewayEvent,
  type PeppolGateway,
  type SendRequest,
} from './gateway';
import { SIGNATURE_HEADER, signatureMatches } from './webhook-signature';

/**
 * The adapter for e-invoice.be's REST API (docs/operations.md § Peppol), with global fetch:
 * - send: `POST /api/documents/ubl` (multipart `file`) creates the document from our UBL, then
 *   `POST /api/documents/{id}/send?receiver_peppol_scheme=&receiver_peppol_id=` sends it;
 * - status: `GET /api/documents/{id}/timeline`, its events read from the last;
 * - lookup: `GET /api/lookup?peppol_id=`; incoming: `GET /api/inbox/`, `GET /api/documents/{id}/ubl`;
 * - webhooks: `X-Signature` (webhook-signature.ts) over `{ id, type, timestamp, data }`.
 * The local access point answers the same calls, so the tests run this very code.
 */

export interface EInvoiceOptions {
  /** https://api.e-invoice.be, or https://api-dev.e-invoice.be for their staging. */
  baseUrl: string;
  apiKey: string;
  webhookSecret: string;
  /** How old (or how far ahead) a webhook's timestamp may be; older ones are replays. */
  webhookToleranceSeconds?: number;
  /** How long one call may take before it counts as no answer. */
  timeoutMs?: number;
  now?: () => Date;
}

interface DocumentAnswer {
  id: string;
  state?: string;
}
interface TimelineAnswer {
  events: { event_type: string; timestamp: string; details?: Record<string, unknown> | null }[];
}
interface LookupAnswer {
  status?: string;
  serviceMetadata?: { status?: string; endpoints?: unknown[] };
}
interface InboxAnswer {
  items: { id: string; created_at?: string }[];
  has_next_page: boolean;
}

/** The state each webhook event type puts an outgoing document in. */
const WEBHOOK_STATES: Record<string, DeliveryState | undefined> = {
  'document.sent': 'delivered',
  'document.sent.failed': 'failed',
};

/** An MLR/IMR answer that says the receiver refused the invoice (UNCL4343 `RE`). */
const refusedBy = (details: Record<string, unknown> | null | undefined) =>
  ['RE', 'rejected', 'REJECTED'].includes(String(details?.response_code ?? details?.status ?? ''));

const detailOf = (details: Record<string, unknown> | null | undefined) => {
  const reason = details?.reason ?? details?.error ?? details?.message;
  return typeof reason === 'string' && reason ? reason : undefined;
};

/** A document's state from its timeline: the last event that says something decides. */
export function stateOfTimeline(timeline: TimelineAnswer): {
  state: DeliveryState;
  detail?: string;
} {
  for (const event of [...timeline.events].reverse()) {
    const detail = detailOf(event.details);
    switch (event.event_type) {
      case 'mlr_received':
      case 'imr_received':
        if (refusedBy(event.details)) return { state: 'rejected', ...(detail && { detail }) };
        break;
      case 'send_failed':
        return { state: 'failed', ...(detail && { detail }) };
      case 'send_success':
        return { state: 'delivered' };
      case 'send_attempted':
        return { state: 'sent' };
    }
  }
  return { state: 'queued' };
}

export class EInvoiceGateway implements PeppolGateway {
  private readonly base: string;
  private readonly now: () => Date;

  constructor(private readonly options: EInvoiceOptions) {
    this.base = options.baseUrl.replace(/\/+$/, '');
    this.now = options.now ?? (() => new Date());
  }

  private async call<T>(method: string, path: string, init: RequestInit = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetch(this.base + path, {
        ...init,
        method,
        headers: {
          authorization: `Bearer ${this.options.apiKey}`,
          accept: 'application/json',
          ...(init.headers as Record<string, string>),
        },
        redirect: 'error',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new GatewayError(`${method} ${path}: no answer (${(error as Error).message})`, 0);
    }
    const text = await response.text();
    if (!response.ok) {
      let detail: string | undefined;
      try {
        const body = JSON.parse(text) as { detail?: unknown; message?: unknown };
        detail =
          typeof body.detail === 'string'
            ? body.detail
            : JSON.stringify(body.detail ?? body.message ?? body);
      } catch {
        detail = text.slice(0, 500) || undefined;
      }
      throw new GatewayError(`${method} ${path}: ${response.status}`, response.status, detail);
    }
    try {
      return (text ? JSON.parse(text) : {}) as T;
    } catch {
      throw new GatewayError(`${method} ${path}: the answer is no JSON`, response.status);
    }
  }

  async lookup(participant: string) {
    if (!splitParticipant(participant)) return { reachable: false };
    const answer = await this.call<LookupAnswer>(
      'GET',
      `/api/lookup?peppol_id=${encodeURIComponent(participant)}`,
    );
    const endpoints = answer.serviceMetadata?.endpoints ?? [];
    return { reachable: answer.status === 'success' && endpoints.length > 0 };
  }

  async send(request: SendRequest) {
    const receiver = splitParticipant(request.receiver);
    if (!receiver) throw new GatewayError(`receiver ${request.receiver} is no Peppol id`, 400);
    const form = new FormData();
    const name = `${request.kind === 'creditNote' ? 'credit-note' : 'invoice'}.xml`;
    form.append('file', new Blob([new Uint8Array(request.xml)], { type: 'application/xml' }), name);
    // The key travels as a header; our own table of sent invoices keeps the ref for retries.
    const idempotency = { 'idempotency-key': request.idempotencyKey };
    const created = await this.call<DocumentAnswer>('POST', '/api/documents/ubl', {
      body: form,
      headers: idempotency,
    });
    const query = new URLSearchParams({
      receiver_peppol_scheme: receiver.scheme,
      receiver_peppol_id: receiver.id,
    });
    await this.call<DocumentAnswer>(
      'POST',
      `/api/documents/${encodeURIComponent(created.id)}/send?${query}`,
      { headers: idempotency },
    );
    return { ref: created.id };
  }

  async status(ref: string) {
    const timeline = await this.call<TimelineAnswer>(
      'GET',
      `/api/documents/${encodeURIComponent(ref)}/timeline`,
    );
    return stateOfTimeline(timeline);
  }

  async listIncoming(since: Date) {
    const refs: { ref: string }[] = [];
    for (let page = 1; page <= 100; page++) {
      const query = new URLSearchParams({ page: String(page), page_size: '100' });
      const answer = await this.call<InboxAnswer>('GET', `/api/inbox/?${query}`);
      for (const item of answer.items) {
        if (!item.created_at || new Date(item.created_at) >= since) refs.push({ ref: item.id });
      }
      if (!answer.has_next_page) break;
    }
    return refs;
  }

  async fetchIncoming(ref: string) {
    const ubl = await this.call<{ signed_url?: string | null }>(
      'GET',
      `/api/documents/${encodeURIComponent(ref)}/ubl`,
    );
    if (!ubl.signed_url) throw new GatewayError(`document ${ref} has no UBL to fetch`, 404);
    let response: Response;
    try {
      // A signed address: it carries its own authorisation, so no key goes with it.
      response = await fetch(ubl.signed_url, {
        redirect: 'error',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new GatewayError(`UBL of ${ref}: no answer (${(error as Error).message})`, 0);
    }
    if (!response.ok) throw new GatewayError(`UBL of ${ref}: ${response.status}`, response.status);
    return { xml: Buffer.from(await response.arrayBuffer()) };
  }

  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: Buffer) {
    return verifyEInvoiceWebhook(this.options, headers, rawBody, this.now());
  }
}

/** A webhook call's event, checked: signature, age and shape (WebhookRefused otherwise). */
export function verifyEInvoiceWebhook(
  options: Pick<EInvoiceOptions, 'webhookSecret' | 'webhookToleranceSeconds'>,
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
  now: Date,
): GatewayEvent {
  const header = headers[SIGNATURE_HEADER];
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookRefused('the body is no JSON');
  }
  if (
    !signatureMatches(
      options.webhookSecret,
      typeof header === 'string' ? header : undefined,
      rawBody,
      parsed,
    )
  )
    throw new WebhookRefused('the signature is missing or wrong');
  const event = parsed as {
    id?: unknown;
    type?: unknown;
    timestamp?: unknown;
    data?: Record<string, unknown>;
  };
  const data = event.data && typeof event.data === 'object' ? event.data : {};
  const ref = data.document_id ?? (data.document as { id?: unknown } | undefined)?.id ?? data.id;
  if (
    typeof event.id !== 'string' ||
    !event.id ||
    typeof event.type !== 'string' ||
    typeof ref !== 'string'
  )
    throw new WebhookRefused('the event has no id, type or document');
  const occurredAt = new Date(typeof event.timestamp === 'string' ? event.timestamp : NaN);
  const tolerance = (options.webhookToleranceSeconds ?? 300) * 1000;
  if (
    Number.isNaN(occurredAt.getTime()) ||
    Math.abs(now.getTime() - occurredAt.getTime()) > tolerance
  )
    throw new WebhookRefused('the event is too old, or dated in the future');
  const incoming = event.type.startsWith('document.received');
  let state = incoming ? undefined : WEBHOOK_STATES[event.type];
  if (state === 'failed' && refusedBy(data)) state = 'rejected';
  const detail = detailOf(data);
  return {
    id: event.id,
    type: event.type,
    direction: incoming ? 'incoming' : 'outgoing',
    ref,
    ...(state && { state }),
    ...(detail && { detail }),
    occurredAt,
    payload: parsed,
  };
}
