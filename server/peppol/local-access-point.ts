import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { enterpriseCheckOf } from '../domain/enterprise-number';
import { splitParticipant } from './gateway';
import { UblRefused, readUbl } from './ubl-summary';
import { SIGNATURE_HEADER, canonicalJson, signatureOf } from './webhook-signature';

/**
 * A local Peppol access point (docs/architecture.md § Peppol): a small HTTP server that answers
 * e-invoice.be's calls (einvoice.ts) from memory, for the tests and for running without a
 * contract (PEPPOL=local). It checks what it is given (readUbl, and an optional full
 * validation), moves a sent document through its states on a timer or when asked, refuses the
 * receivers it is told to, answers lookups, and calls our webhook signed as e-invoice.be signs.
 */

/** A valid KBO number that the local access point never finds: the test of "not on Peppol". */
export const UNREACHABLE_TEST_PARTICIPANT = '0208:0000000097';

export interface LocalAccessPointOptions {
  apiKey: string;
  webhookSecret: string;
  /** Where events are posted; settable later (setWebhookUrl), e.g. once our server listens. */
  webhookUrl?: string;
  /**
   * The participants lookup finds. Default: every `0208:` KBO number whose check digits are
   * right, except UNREACHABLE_TEST_PARTICIPANT.
   */
  reachable?: (participant: string) => boolean;
  /** Receivers whose access point takes the invoice and then refuses it (an MLR `RE`). */
  rejecting?: Map<string, string>;
  /** The full validation: the problems of a document, none when it passes. */
  validate?: (xml: string) => Promise<string[]> | string[];
  /** Milliseconds between automatic steps of sent documents; 0: only when advance() is called. */
  stepMs?: number;
}

export type LocalState = 'DRAFT' | 'TRANSIT' | 'SENT' | 'FAILED' | 'RECEIVED';

interface TimelineEvent {
  event_type: string;
  timestamp: string;
  details?: Record<string, unknown>;
}

export interface LocalDocument {
  id: string;
  direction: 'OUTBOUND' | 'INBOUND';
  documentType: 'INVOICE' | 'CREDIT_NOTE';
  state: LocalState;
  xml: string;
  sender: string;
  receiver: string;
  createdAt: string;
  timeline: TimelineEvent[];
  /** Steps still to go for an outgoing document once sent. */
  steps: ('attempt' | 'deliver')[];
  fileToken: string;
}

export interface WebhookDelivery {
  event: { id: string; type: string; timestamp: string; data: Record<string, unknown> };
  body: string;
  headers: Record<string, string>;
  status: number;
}

const BODY_LIMIT = 10 * 1024 * 1024;

/** The default directory: Belgian enterprise numbers with valid check digits. */
export function defaultReachable(participant: string) {
  if (participant === UNREACHABLE_TEST_PARTICIPANT) return false;
  const match = /^0208:([01]\d{9})$/.exec(participant);
  return !!match && enterpriseCheckOf(match[1]) === Number(match[1].slice(8));
}

class HttpRefusal extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

export class LocalAccessPoint {
  readonly documents = new Map<string, LocalDocument>();
  readonly deliveries: WebhookDelivery[] = [];
  /** Receivers that refuse what they get, with their reason (starts from the options'). */
  readonly rejecting: Map<string, string>;
  private readonly byKey = new Map<string, string>();
  private readonly server = http.createServer((request, response) => {
    this.handle(request, response).catch((error: unknown) => {
      const refusal =
        error instanceof HttpRefusal ? error : new HttpRefusal(500, (error as Error).message);
      if (!response.headersSent) this.json(response, refusal.status, { detail: refusal.detail });
      else response.end();
    });
  });
  private timer?: NodeJS.Timeout;
  private pending = new Set<Promise<unknown>>();
  url = '';

  constructor(private readonly options: LocalAccessPointOptions) {
    this.rejecting = new Map(options.rejecting);
  }

  /** Listens (port 0: any free one) and answers its base address. */
  async start(port = 0, host = '127.0.0.1') {
    await new Promise<void>((resolve) => this.server.listen(port, host, resolve));
    this.url = `http://${host}:${(this.server.address() as AddressInfo).port}`;
    if (this.options.stepMs) {
      this.timer = setInterval(() => void this.advance(), this.options.stepMs);
      this.timer.unref();
    }
    return this.url;
  }

  async close() {
    clearInterval(this.timer);
    await Promise.allSettled([...this.pending]);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  get webhookUrl() {
    return this.options.webhookUrl;
  }

  /** The secret its webhook calls are signed with (the tests sign their own calls with it). */
  get webhookSecret() {
    return this.options.webhookSecret;
  }

  setWebhookUrl(url: string) {
    this.options.webhookUrl = url;
  }

  /** One step for every sent document still under way (or only `ref`); its webhook awaited. */
  async advance(ref?: string) {
    const docs = ref ? [this.documents.get(ref)].filter(Boolean) : [...this.documents.values()];
    for (const doc of docs as LocalDocument[]) {
      const step = doc.steps.shift();
      if (step === 'attempt') this.record(doc, 'send_attempted');
      if (step === 'deliver') await this.deliver(doc);
    }
  }

  /** Steps until nothing is under way any more. */
  async settle() {
    while ([...this.documents.values()].some((doc) => doc.steps.length)) await this.advance();
  }

  /**
   * An invoice from another company arrives: it joins the inbox and our webhook hears of it
   * (awaited), unless `notify` is false (a webhook that got lost: only a poll of the inbox finds
   * it).
   */
  async receive(xml: string, { notify = true } = {}) {
    const ubl = readUbl(xml);
    const doc = this.create(xml, ubl, 'INBOUND');
    doc.state = 'RECEIVED';
    this.record(doc, 'receive_success');
    if (notify) await this.notifyReceived(doc.id);
    return doc.id;
  }

  /** Tells our webhook again that an incoming document arrived, as a new event. */
  async notifyReceived(ref: string) {
    await this.notify('document.received', { document_id: ref });
  }

  private async deliver(doc: LocalDocument) {
    const reason = this.rejecting.get(doc.receiver);
    doc.state = 'SENT';
    this.record(doc, 'send_success');
    if (reason === undefined) {
      await this.notify('document.sent', { document_id: doc.id });
      return;
    }
    this.record(doc, 'mlr_received', { response_code: 'RE', reason });
    await this.notify('document.sent.failed', { document_id: doc.id, response_code: 'RE', reason });
  }

  private record(doc: LocalDocument, type: string, details?: Record<string, unknown>) {
    doc.timeline.push({
      event_type: type,
      timestamp: new Date().toISOString(),
      ...(details && { details }),
    });
  }

  /** Posts a signed event to our webhook; the answer's status is kept in `deliveries`. */
  private async notify(type: string, data: Record<string, unknown>) {
    const target = this.options.webhookUrl;
    if (!target) return;
    const event = { id: randomUUID(), type, timestamp: new Date().toISOString(), data };
    const body = canonicalJson(event);
    const headers = {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signatureOf(this.options.webhookSecret, body),
    };
    const delivery: WebhookDelivery = { event, body, headers, status: 0 };
    this.deliveries.push(delivery);
    const sending = fetch(target, {
      method: 'POST',
      headers,
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    })
      .then(async (response) => {
        delivery.status = response.status;
        await response.arrayBuffer();
      })
      .catch(() => undefined);
    this.pending.add(sending);
    await sending;
    this.pending.delete(sending);
  }

  private create(
    xml: string,
    ubl: ReturnType<typeof readUbl>,
    direction: LocalDocument['direction'],
  ) {
    const doc: LocalDocument = {
      id: randomUUID(),
      direction,
      documentType: ubl.kind === 'creditNote' ? 'CREDIT_NOTE' : 'INVOICE',
      state: 'DRAFT',
      xml,
      sender: ubl.sender,
      receiver: ubl.receiver,
      createdAt: new Date().toISOString(),
      timeline: [],
      steps: [],
      fileToken: randomBytes(16).toString('hex'),
    };
    this.record(doc, 'document_created');
    this.documents.set(doc.id, doc);
    return doc;
  }

  private reachable(participant: string) {
    return (this.options.reachable ?? defaultReachable)(participant);
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://local');
    const route = `${request.method} ${url.pathname}`;
    const file = /^GET \/files\/([\w-]+)$/.exec(route);
    if (file) return this.serveFile(file[1], url.searchParams.get('token'), response);
    if (request.headers.authorization !== `Bearer ${this.options.apiKey}`)
      throw new HttpRefusal(401, 'Invalid API key');
    const docRoute = /^(GET|POST) \/api\/documents\/([\w-]+)(\/send|\/timeline|\/ubl)?$/.exec(
      route,
    );
    if (route === 'POST /api/documents/ubl') return this.upload(request, response);
    if (route === 'GET /api/lookup')
      return this.lookup(url.searchParams.get('peppol_id') ?? '', response);
    if (route === 'GET /api/inbox/') return this.inbox(url.searchParams, response);
    if (docRoute && docRoute[2] !== 'ubl') {
      const doc = this.documents.get(docRoute[2]);
      if (!doc) throw new HttpRefusal(404, `Document ${docRoute[2]} not found`);
      const action = `${docRoute[1]} ${docRoute[3] ?? ''}`;
      if (action === 'POST /send') return this.send(doc, url.searchParams, response);
      if (action === 'GET /timeline')
        return this.json(response, 200, { document_id: doc.id, events: doc.timeline });
      if (action === 'GET /ubl')
        return this.json(response, 200, {
          id: doc.id,
          file_name: `${doc.id}.xml`,
          file_size: Buffer.byteLength(doc.xml),
          signed_url: `${this.url}/files/${doc.id}?token=${doc.fileToken}`,
        });
      if (action === 'GET ') return this.json(response, 200, this.answerOf(doc));
    }
    throw new HttpRefusal(404, `No route ${route}`);
  }

  private answerOf(doc: LocalDocument) {
    return {
      id: doc.id,
      document_type: doc.documentType,
      direction: doc.direction,
      state: doc.state,
      created_at: doc.createdAt,
      customer_peppol_id: doc.receiver,
    };
  }

  private async upload(request: http.IncomingMessage, response: http.ServerResponse) {
    const key = request.headers['idempotency-key'];
    const known = typeof key === 'string' ? this.byKey.get(key) : undefined;
    const body = await readBody(request);
    if (known) return this.json(response, 200, this.answerOf(this.documents.get(known)!));
    let xml: string;
    try {
      const form = await new Response(new Uint8Array(body), {
        headers: { 'content-type': request.headers['content-type'] ?? '' },
      }).formData();
      const file = form.get('file');
      if (!file || typeof file === 'string') throw new Error('no file');
      xml = await file.text();
    } catch {
      throw new HttpRefusal(422, 'Expected a multipart body with a UBL file in "file"');
    }
    let ubl: ReturnType<typeof readUbl>;
    try {
      ubl = readUbl(xml);
    } catch (error) {
      if (error instanceof UblRefused) throw new HttpRefusal(422, `Invalid UBL: ${error.message}`);
      throw error;
    }
    const problems = (await this.options.validate?.(xml)) ?? [];
    if (problems.length) throw new HttpRefusal(422, `Invalid UBL: ${problems.join('; ')}`);
    const doc = this.create(xml, ubl, 'OUTBOUND');
    if (typeof key === 'string') this.byKey.set(key, doc.id);
    this.json(response, 200, this.answerOf(doc));
  }

  private send(doc: LocalDocument, query: URLSearchParams, response: http.ServerResponse) {
    if (doc.direction !== 'OUTBOUND')
      throw new HttpRefusal(400, 'Only outbound documents are sent');
    // A second call for the same document sends nothing again.
    if (doc.state !== 'DRAFT') return this.json(response, 200, this.answerOf(doc));
    const scheme = query.get('receiver_peppol_scheme');
    const id = query.get('receiver_peppol_id');
    const receiver = scheme && id ? `${scheme}:${id}` : doc.receiver;
    if (receiver !== doc.receiver)
      throw new HttpRefusal(
        400,
        `Receiver ${receiver} is not the document's buyer ${doc.receiver}`,
      );
    if (!this.reachable(receiver)) {
      doc.state = 'FAILED';
      this.record(doc, 'send_failed', {
        reason: `Receiver ${receiver} is not on the Peppol network`,
      });
      throw new HttpRefusal(400, `Receiver ${receiver} is not registered on the Peppol network`);
    }
    doc.state = 'TRANSIT';
    doc.steps = ['attempt', 'deliver'];
    this.json(response, 200, this.answerOf(doc));
  }

  private lookup(participant: string, response: http.ServerResponse) {
    const found = !!splitParticipant(participant) && this.reachable(participant);
    this.json(response, 200, {
      status: found ? 'success' : 'error',
      errors: found ? [] : [`Participant ${participant} not found in the Peppol directory`],
      queryMetadata: { identifierScheme: 'iso6523-actorid-upis', identifierValue: participant },
      dnsInfo: { status: found ? 'success' : 'error', dnsRecords: [] },
      serviceMetadata: {
        status: found ? 'success' : 'error',
        queryTimeMs: 0,
        endpoints: found
          ? [{ transportProfile: 'peppol-transport-as4-v2_0', url: `${this.url}/as4` }]
          : [],
      },
      businessCard: { status: found ? 'success' : 'error', entities: [] },
      certificates: [],
      executionTimeMs: 0,
    });
  }

  private inbox(query: URLSearchParams, response: http.ServerResponse) {
    const page = Math.max(1, Number(query.get('page')) || 1);
    const size = Math.min(100, Math.max(1, Number(query.get('page_size')) || 20));
    const all = [...this.documents.values()].filter((doc) => doc.direction === 'INBOUND');
    const items = all.slice((page - 1) * size, page * size).map((doc) => this.answerOf(doc));
    const pages = Math.max(1, Math.ceil(all.length / size));
    this.json(response, 200, {
      items,
      total: all.length,
      page,
      page_size: size,
      pages,
      has_next_page: page < pages,
    });
  }

  private serveFile(id: string, token: string | null, response: http.ServerResponse) {
    const doc = this.documents.get(id);
    if (!doc || token !== doc.fileToken) throw new HttpRefusal(404, 'Not found');
    response.writeHead(200, { 'content-type': 'application/xml' });
    response.end(doc.xml);
  }

  private json(response: http.ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }
}

async function readBody(request: http.IncomingMessage) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) throw new HttpRefusal(413, 'Body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
