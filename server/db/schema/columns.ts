import { customType, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * The website's content reads its creation time as PostgreSQL's text, to the microsecond: the
 * trash keeps removed rows as JSON and puts them back exactly (a Date holds milliseconds).
 */
export const contentCreatedAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

/** Binary data, read and written as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A tsvector, read and written as PostgreSQL's text form of it. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
