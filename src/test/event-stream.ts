import { ReadableStream } from 'node:stream/web';

const encoder = new TextEncoder();

/**
 * An event stream as the server writes it (the staff's GET /api/events, a customer's
 * GET /api/chat/public/{id}/events); the test sends the events.
 */
export function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const requests: Request[] = [];
  return {
    requests,
    handler: (request: Request) => {
      requests.push(request);
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
      return {
        status: 200,
        ok: true,
        headers: new Headers({ 'content-type': 'text/event-stream' }),
        body,
      } as unknown as Response;
    },
    send: (id: number, data: object) =>
      controller.enqueue(
        encoder.encode(`id: ${id}\nevent: chat\ndata: ${JSON.stringify(data)}\n\n`),
      ),
    /** An event without an id (`typing`). */
    signal: (event: string, data: object) =>
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
  };
}
