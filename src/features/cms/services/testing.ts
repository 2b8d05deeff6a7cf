// Test support for the services screens: realistic data, a fake services API over it, and an
// XMLHttpRequest that hands uploads to the mocked fetch. Only tests import this file.
import type { LanguageEntry, Service, ServiceContent } from './api';

type Handler = (request: Request) => Response | Promise<Response>;

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
const refusal = (status: number, code: string) =>
  answer({ statusCode: status, code, message: code }, status);

export function entry(
  id: number,
  name: string,
  translationDutch: string,
  translationEnglish: string,
  group = 'diensten',
): LanguageEntry {
  return { id, name, group, translationDutch, translationEnglish };
}

export function entries(): LanguageEntry[] {
  return [
    entry(1, 'dakwerken.titel', 'Dakwerken', 'Roofing'),
    entry(
      2,
      'dakwerken.tekst',
      '<p>Herstel en vernieuwing van <b>platte</b> en hellende daken.</p>',
      '<p>Repair and renewal of flat and pitched roofs.</p>',
    ),
    entry(3, 'gevel.titel', 'Gevelrenovatie', 'Facade renovation'),
    entry(
      4,
      'gevel.tekst',
      '<p>Reinigen, voegen en isoleren van uw gevel.</p>',
      '<p>Cleaning, pointing and insulating your facade.</p>',
    ),
    entry(5, 'isolatie.titel', 'Isolatie', 'Insulation'),
    entry(6, 'isolatie.tekst', '<p>Dak- en spouwisolatie met premie-advies.</p>', ''),
    entry(7, 'blok.herstel.titel', 'Snel herstel', 'Quick repair'),
    entry(
      8,
      'blok.herstel.tekst',
      '<p>Binnen 48 uur ter plaatse bij <b>lekken</b>.</p>',
      '<p>On site within 48 hours for <b>leaks</b>.</p>',
    ),
    entry(9, 'blok.garantie.titel', 'Tien jaar garantie', 'Ten years of warranty'),
    entry(
      10,
      'blok.garantie.tekst',
      '<p>Op alle materialen en werkuren.</p>',
      '<p>On all materials and labour.</p>',
    ),
  ];
}

export function services(list = entries()): Service[] {
  const byId = (id: number) => list.find((item) => item.id === id)!;
  const block = (id: number, titleId: number, bodyId: number, image = ''): ServiceContent => ({
    id,
    title: byId(titleId),
    body: byId(bodyId),
    image,
  });
  return [
    {
      id: 11,
      title: byId(1),
      description: byId(2),
      image: '/api/images/dak0001',
      enabled: true,
      content: [block(21, 7, 8, '/api/images/blok0021'), block(22, 9, 10)],
    },
    {
      id: 12,
      title: byId(3),
      description: byId(4),
      image: '',
      enabled: false,
      content: [],
    },
  ];
}

/** The FormData a request carries: whatwg-fetch keeps it as it was given (jsdom has no fetch). */
export function formOf(request: Request): FormData {
  const form = (request as unknown as { _bodyFormData?: FormData })._bodyFormData;
  if (!form) throw new Error(`${request.method} ${request.url} carries no FormData`);
  return form;
}

/** The JSON `data` part of a multipart request, and its files. */
export function multipartOf(request: Request): { data: Record<string, unknown>; files: File[] } {
  const form = formOf(request);
  return {
    data: JSON.parse(String(form.get('data'))) as Record<string, unknown>,
    files: form.getAll('files') as File[],
  };
}

/**
 * A fake services API over `entries` and `services`, which its writes change. `refuseUploads`
 * answers every write that carries a file with that refusal, as the server does for a file it
 * cannot use. Give `handlers` to mockApi.
 */
export function servicesServer({
  entryList = entries(),
  serviceList = services(entryList),
  refuseUploads,
}: {
  entryList?: LanguageEntry[];
  serviceList?: Service[];
  refuseUploads?: { status: number; code: string };
} = {}) {
  let nextId = 100;
  const entryById = (id: unknown) => entryList.find((item) => item.id === id);
  const refused = (files: File[]) =>
    refuseUploads && files.length > 0 ? refusal(refuseUploads.status, refuseUploads.code) : null;
  const image = (files: File[], previous: string | null) =>
    files.length > 0 ? `/api/images/nieuw${nextId}` : previous;
  const blockById = (id: number) =>
    serviceList.flatMap((item) => item.content).find((block) => block.id === id);

  const handlers: Record<string, Handler> = {
    'GET /api/config': () =>
      answer({
        publicSiteUrl: 'https://www.example.be',
        limits: {
          maxFileBytes: 20 * 1024 * 1024,
          maxImagePixels: 50_000_000,
          maxServiceImages: 1,
          maxAchievementImages: 20,
          jsonBodyBytes: 1024 * 1024,
        },
      }),
    'GET /api/language/getall': () => answer(entryList),
    'POST /api/language/create': async (request) => {
      const input = (await request.json()) as Partial<LanguageEntry> & {
        name: string;
        group: string;
      };
      const id = nextId++;
      entryList.push({ translationDutch: '', translationEnglish: '', ...input, id });
      return answer({ id }, 201);
    },
    'GET /api/service/getall': () => answer(serviceList),
    'POST /api/service/create': (request) => {
      const { data, files } = multipartOf(request);
      const refusedAnswer = refused(files);
      if (refusedAnswer) return refusedAnswer;
      const id = nextId++;
      serviceList.push({
        id,
        title: entryById(data.titleId)!,
        description: entryById(data.descriptionId)!,
        enabled: data.enabled !== false,
        image: image(files, ''),
        content: [],
      });
      return answer({ id }, 201);
    },
  };

  for (const service of serviceList) {
    const { id } = service;
    const current = () => serviceList.find((item) => item.id === id);
    handlers[`GET /api/service/get/${id}`] = () =>
      current() ? answer(current()) : refusal(404, 'NOT_FOUND');
    handlers[`PUT /api/service/update/${id}`] = (request) => {
      const { data, files } = multipartOf(request);
      const refusedAnswer = refused(files);
      if (refusedAnswer) return refusedAnswer;
      const target = current()!;
      Object.assign(target, {
        title: entryById(data.titleId),
        description: entryById(data.descriptionId),
        enabled: data.enabled !== false,
        image: image(files, target.image),
      });
      return answer(target);
    };
    handlers[`DELETE /api/service/removeService/${id}`] = () => {
      serviceList.splice(serviceList.indexOf(current()!), 1);
      return new Response(null, { status: 204 });
    };
    handlers[`POST /api/service/addServiceContent/${id}`] = (request) => {
      const { data, files } = multipartOf(request);
      const refusedAnswer = refused(files);
      if (refusedAnswer) return refusedAnswer;
      const blockId = nextId++;
      current()!.content.push({
        id: blockId,
        title: entryById(data.titleId)!,
        body: entryById(data.bodyId)!,
        image: image(files, ''),
      });
      return answer({ id: blockId }, 201);
    };
    for (const block of service.content) {
      handlers[`PUT /api/service/updateServiceContent/${block.id}`] = (request) => {
        const { data, files } = multipartOf(request);
        const refusedAnswer = refused(files);
        if (refusedAnswer) return refusedAnswer;
        const target = blockById(block.id)!;
        Object.assign(target, {
          title: entryById(data.titleId),
          body: entryById(data.bodyId),
          image: image(files, target.image),
        });
        return answer(target);
      };
      handlers[`DELETE /api/service/removeServiceContent/${block.id}`] = () => {
        const owner = current()!;
        owner.content = owner.content.filter((item) => item.id !== block.id);
        return new Response(null, { status: 204 });
      };
    }
  }

  return { handlers, entryList, serviceList };
}

/**
 * An XMLHttpRequest for jsdom that reports an upload's progress (half, then all of it) and hands
 * the request to `fetch`, which the tests mock: uploads with a progress listener (base-query.ts)
 * then reach the same fake API as every other call. While `hold` is set, the upload stops at half
 * way until `release()`.
 */
export class UploadXhr extends EventTarget {
  static hold: Promise<void> | null = null;
  static release: () => void = () => undefined;
  static sent: UploadXhr[] = [];

  readonly upload = new EventTarget();
  responseType = '';
  status = 0;
  statusText = '';
  response: Blob | null = null;
  private method = 'GET';
  private url = '';
  private headers = new Headers();
  private answerHeaders = '';

  /** Stops the next uploads half way, until `release()`. */
  static holdUploads() {
    UploadXhr.hold = new Promise((resolve) => {
      UploadXhr.release = () => {
        UploadXhr.hold = null;
        resolve();
      };
    });
  }

  /** Installs the fake; returns what puts the real one back. */
  static install(): () => void {
    const real = globalThis.XMLHttpRequest;
    UploadXhr.sent = [];
    UploadXhr.hold = null;
    const set = (value: unknown) =>
      Object.defineProperty(globalThis, 'XMLHttpRequest', {
        value,
        configurable: true,
        writable: true,
      });
    set(UploadXhr);
    return () => set(real);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  getAllResponseHeaders() {
    return this.answerHeaders;
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  send(body: FormData) {
    UploadXhr.sent.push(this);
    void this.deliver(body);
  }

  private progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
    );
  }

  private async deliver(body: FormData) {
    const files = body.getAll('files') as File[];
    const total = files.reduce((sum, file) => sum + file.size, 0) + 200;
    await Promise.resolve();
    this.progress(Math.round(total / 2), total);
    if (UploadXhr.hold) await UploadXhr.hold;
    this.progress(total, total);
    let response: Response;
    try {
      response = await fetch(
        new Request(this.url, { method: this.method, headers: this.headers, body }),
      );
    } catch {
      this.dispatchEvent(new Event('error'));
      return;
    }
    this.status = response.status;
    this.statusText = response.statusText;
    const headers: string[] = [];
    response.headers.forEach((value, name) => headers.push(`${name}: ${value}`));
    this.answerHeaders = headers.join('\r\n');
    this.response = await response.blob();
    this.dispatchEvent(new Event('load'));
  }
}

/** A small JPEG-looking file: the fake API never reads its bytes. */
export function photo(name = 'dak.jpg', bytes = 180 * 1024): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
}
