/** A small client for the product's API: JSON and multipart calls, with a staff token. */

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface Upload {
  data: unknown;
  files: Buffer[];
}

export class Api {
  token?: string;

  constructor(readonly origin: string) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return this.token ? { authorization: `Bearer ${this.token}`, ...extra } : extra;
  }

  private async answer<T>(method: string, path: string, response: Response): Promise<T> {
    const text = await response.text();
    if (!response.ok) {
      throw new ApiError(
        `${method} ${path}: ${response.status} ${text.slice(0, 300)}`,
        response.status,
      );
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(this.origin + path, {
      method,
      headers: this.headers(body === undefined ? {} : { 'content-type': 'application/json' }),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return this.answer<T>(method, path, response);
  }

  async multipart<T>(method: string, path: string, upload: Upload): Promise<T> {
    const form = new FormData();
    form.append('data', JSON.stringify(upload.data));
    upload.files.forEach((file, i) =>
      form.append(
        'files',
        new Blob([new Uint8Array(file)], { type: 'image/jpeg' }),
        `foto-${i + 1}.jpg`,
      ),
    );
    const response = await fetch(this.origin + path, {
      method,
      headers: this.headers(),
      body: form,
    });
    return this.answer<T>(method, path, response);
  }

  async login(email: string, password: string): Promise<void> {
    this.token = undefined;
    const { token } = await this.json<{ token: string }>('POST', '/api/user/login', {
      email,
      password,
    });
    this.token = token;
  }
}

/** Runs `task` over `items` with at most `limit` running at once; answers in input order. */
export async function pool<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
