// Test support for the achievements screen: realistic data, a fake achievements API over it
// (which its writes change), and an XMLHttpRequest that hands uploads to the mocked fetch.
// Only tests import this file. A feature imports no other feature: the multipart helpers and the
// upload fake are the services screens' (services/testing.ts), copied.
import type { Achievement, LanguageEntry } from './api';

type Handler = (request: Request) => Response | Promise<Response>;

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
const refusal = (status: number, code: string) =>
  answer({ statusCode: status, code, message: code }, status);

function description(id: number, dutch: string, english: string): LanguageEntry {
  return {
    id,
    name: `achievement.${id}`,
    group: 'achievements',
    translationDutch: dutch,
    translationEnglish: english,
  };
}

/** `count` image addresses with recognisable keys: `/api/images/{prefix}{n}`. */
export function images(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `/api/images/${prefix}${index + 1}`);
}

export function achievements(): Achievement[] {
  return [
    {
      id: 1,
      location: 'Gent, Korenmarkt',
      description: description(
        501,
        '<p>Renovatie van een <b>leien</b> dak.</p>',
        '<p>Renovation of a slate roof.</p>',
      ),
      images: images('gent', 3),
    },
    {
      id: 2,
      location: 'Brugge, Langestraat',
      description: description(502, '<p>Nieuwe gevel.</p>', '<p>New facade.</p>'),
      images: images('brugge', 8),
    },
  ];
}

/**
 * A fake achievements API over `list`. `refuseWrites` answers every create and update with that
 * refusal. Give `handlers` to mockApi.
 */
export function achievementsServer({
  list = achievements(),
  refuseWrites,
}: {
  list?: Achievement[];
  refuseWrites?: { status: number; code: string };
} = {}) {
  let nextId = 100;
  const stored = (files: File[]) => files.map(() => `/api/images/nieuw${nextId++}`);
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
    'GET /api/achievement/getall': () => answer(list),
    'POST /api/achievement/create': (request) => {
      if (refuseWrites) return refusal(refuseWrites.status, refuseWrites.code);
      const { data, files } = multipartOf(request);
      const id = nextId++;
      list.push({
        id,
        location: String(data.location),
        description: description(
          nextId++,
          String(data.descriptionDutch),
          String(data.descriptionEnglish),
        ),
        images: stored(files),
      });
      return answer({ id }, 201);
    },
  };
  for (const achievement of list) {
    const { id } = achievement;
    const current = () => list.find((item) => item.id === id);
    handlers[`PUT /api/achievement/update/${id}`] = (request) => {
      if (refuseWrites) return refusal(refuseWrites.status, refuseWrites.code);
      const { data, files } = multipartOf(request);
      const target = current()!;
      const keep =
        (data.keepImages as string[] | undefined) ??
        target.images.map((image) => image.split('/').pop()!);
      Object.assign(target, {
        location: data.location,
        description: {
          ...target.description,
          translationDutch: data.descriptionDutch,
          translationEnglish: data.descriptionEnglish,
        },
        images: [...keep.map((key) => `/api/images/${key}`), ...stored(files)],
      });
      return answer(target);
    };
    handlers[`DELETE /api/achievement/remove/${id}`] = () => {
      list.splice(list.indexOf(current()!), 1);
      return new Response(null, { status: 204 });
    };
  }
  return { handlers, list };
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
