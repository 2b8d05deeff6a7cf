import { createHash, randomBytes } from 'node:crypto';

/**
 * Tokens a person holds and the server keeps only as a hash (docs/architecture.md § Customer
 * links): 256 random bits, URL-safe, and their SHA-256 in hex.
 */
export const newToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
