/** One request with node:http, keeping the answer's bytes as they came over the wire. */
import http from 'node:http';
import zlib from 'node:zlib';

export interface Captured {
  status: number;
  headers: Record<string, string>;
  /** The body as sent, compressed when the server compressed it. */
  body: Buffer;
}

export function capture(url: string, headers: Record<string, string>): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ status: response.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
    });
    request.on('error', reject);
  });
}

/** The body without its content coding. */
export function decoded(answer: Captured): Buffer {
  switch (answer.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(answer.body);
    case 'gzip':
      return zlib.gunzipSync(answer.body);
    case 'deflate':
      return zlib.inflateSync(answer.body);
    default:
      return answer.body;
  }
}
