/** Validators of cached answers: strong ETags made from the bytes, and If-None-Match. */
import { createHash } from 'node:crypto';

/** Strong validator of a body: a hash of its bytes, base64url. */
export const tagOf = (body: Buffer) => createHash('sha1').update(body).digest('base64url');

/**
 * Whether If-None-Match names this body (weak comparison, RFC 9110 13.1.2): `*`, or one of its
 * tags with or without `W/` and with or without the coding suffix of a compressed rendition.
 */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  for (const raw of header.split(',')) {
    const candidate = raw.trim();
    if (candidate === '*') return true;
    const opaque = candidate.replace(/^W\//, '').replace(/^"|"$/g, '');
    if (opaque === tag || opaque === `${tag}-br` || opaque === `${tag}-gzip`) return true;
  }
  return false;
}
