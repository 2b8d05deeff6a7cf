import { createHash, randomBytes } from 'node:crypto';

/**
 * Bearer secrets (staff sessions, a customer's chat token, a mail's link): 256 random bits,
 * base64url. Only their hash is stored, so a copy of the database opens nothing.
 */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, hex. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
