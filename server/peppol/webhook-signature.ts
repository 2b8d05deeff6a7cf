import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * e-invoice.be signs a webhook call (docs/architecture.md § Peppol) with HMAC-SHA256 under the
 * webhook's secret, in `X-Signature: sha256=<hex>`, over the event serialised as Python's
 * `json.dumps(event, sort_keys=True)` writes it: keys sorted, `", "` and `": "` between items,
 * every character outside printable ASCII escaped as `\uXXXX`. The local access point signs the
 * same way, and sends exactly those bytes as the body.
 */

export const SIGNATURE_HEADER = 'x-signature';

/** A value as Python's json.dumps(value, sort_keys=True) writes it (ensure_ascii). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value ?? null);
    return typeof value === 'string' ? asciiOnly(text) : text;
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${asciiOnly(JSON.stringify(key))}: ${canonicalJson(item)}`).join(', ')}}`;
}

const asciiOnly = (json: string) =>
  json.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

export const signatureOf = (secret: string, bytes: Buffer | string) =>
  `sha256=${createHmac('sha256', secret).update(bytes).digest('hex')}`;

/**
 * Whether `header` is the signature of the body under `secret`: of the raw bytes, or of the
 * canonical serialisation of the parsed body (a sender whose bytes differ from Python's, or a
 * proxy that re-encoded them, still verifies). Compared in constant time.
 */
export function signatureMatches(
  secret: string,
  header: string | undefined,
  rawBody: Buffer,
  parsed: unknown,
): boolean {
  if (!secret || !header) return false;
  const given = Buffer.from(header.trim());
  const candidates = [signatureOf(secret, rawBody), signatureOf(secret, canonicalJson(parsed))];
  let matched = false;
  for (const candidate of candidates) {
    const expected = Buffer.from(candidate);
    // timingSafeEqual needs equal lengths; every well-formed signature has this one.
    if (expected.length === given.length && timingSafeEqual(expected, given)) matched = true;
  }
  return matched;
}
