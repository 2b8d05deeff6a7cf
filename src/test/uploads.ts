// Test support for screens that upload: the multipart parts a mocked request carries, an
// XMLHttpRequest that hands uploads to the mocked fetch, and a photo file. Only tests use it.

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
