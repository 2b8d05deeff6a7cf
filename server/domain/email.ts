/**
 * How an e-mail address is stored, compared and used as a key: without surrounding spaces,
 * lower-case. Every account address goes through here.
 */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
