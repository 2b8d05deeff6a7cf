/**
 * The bare baseline: a Fastify server that answers recorded responses from memory, byte for
 * byte with their headers, and does nothing else. Run as its own process with the path of a
 * manifest written by `writeManifest`; it prints its port on stdout once it listens.
 * A request with If-None-Match gets the recorded conditional answer of that address.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';

export interface Recorded {
  /** Path and query, as requested. */
  url: string;
  /** Whether this is the answer to a request with If-None-Match. */
  conditional: boolean;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Headers Fastify or Node set themselves for every answer. */
const OWN_HEADERS = new Set([
  'connection',
  'keep-alive',
  'date',
  'transfer-encoding',
  'content-length',
]);

const key = (url: string, conditional: boolean) => `${conditional ? '304 ' : ''}${url}`;

/** Writes the recorded answers to `dir` for a bare server to load; answers the manifest path. */
export function writeManifest(dir: string, answers: Recorded[]): string {
  fs.mkdirSync(dir, { recursive: true });
  const entries = answers.map((answer, i) => {
    const file = path.join(dir, `body-${i}`);
    fs.writeFileSync(file, answer.body);
    return { ...answer, body: file };
  });
  const manifest = path.join(dir, 'manifest.json');
  fs.writeFileSync(manifest, JSON.stringify(entries));
  return manifest;
}

async function serve(manifest: string): Promise<void> {
  const entries = JSON.parse(fs.readFileSync(manifest, 'utf8')) as (Omit<Recorded, 'body'> & {
    body: string;
  })[];
  const answers = new Map(
    entries.map((entry) => {
      const headers = Object.fromEntries(
        Object.entries(entry.headers).filter(([name]) => !OWN_HEADERS.has(name)),
      );
      return [
        key(entry.url, entry.conditional),
        { status: entry.status, headers, body: fs.readFileSync(entry.body) },
      ];
    }),
  );
  const app = Fastify({ logger: false, bodyLimit: 1024 });
  app.get('/*', (request, reply) => {
    const answer = answers.get(key(request.url, request.headers['if-none-match'] !== undefined));
    if (!answer) return reply.status(404).send();
    reply.status(answer.status).headers(answer.headers);
    // An empty body (a 304) is sent as nothing, so Fastify adds no Content-Type of its own.
    return answer.body.length ? reply.send(answer.body) : reply.send();
  });
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT || 0) });
  const address = app.server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : ''}\n`);
}

if (require.main === module) {
  serve(process.argv[2]).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
