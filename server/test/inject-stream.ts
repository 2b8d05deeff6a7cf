import type { FastifyInstance, InjectOptions } from 'fastify';

/** The routes that answer with an event stream, which never ends by itself. */
export const isEventStreamPath = (url: string) =>
  /^\/api\/(events|chat\/public\/[^/?]+\/events)(\?|$)/.test(url);

/**
 * Injects a request into a route that may answer with an event stream: a stream is closed as
 * soon as it has begun (its status and headers are what a test can check), any other answer is
 * read whole, as `inject` would.
 */
export async function injectUntilStream(app: FastifyInstance, options: InjectOptions) {
  const controller = new AbortController();
  const response = await app.inject({
    ...options,
    payloadAsStream: true,
    signal: controller.signal,
  });
  const stream = response.stream();
  const streaming = String(response.headers['content-type'] ?? '').startsWith('text/event-stream');
  let body = '';
  if (streaming) {
    controller.abort();
    stream.on('error', () => undefined);
  } else {
    for await (const chunk of stream) body += String(chunk);
  }
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body,
    streaming,
    json: () => JSON.parse(body) as Record<string, unknown>,
  };
}
