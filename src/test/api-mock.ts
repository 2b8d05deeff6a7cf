/** A fake API server for tests: answers by "METHOD /path" and records every request. */
export type Handler = (request: Request) => Response | Promise<Response>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function apiError(statusCode: number, code: string, headers: Record<string, string> = {}) {
  return json({ statusCode, code, message: code }, statusCode, headers);
}

export function mockApi(handlers: Record<string, Handler>) {
  const requests: Request[] = [];
  const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    requests.push(request);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`No mock for ${key}`);
    return handler(request);
  });
  return { requests, fetchMock };
}

/** A network failure, as fetch reports one. */
export const unreachable: Handler = () => Promise.reject(new TypeError('Failed to fetch'));
