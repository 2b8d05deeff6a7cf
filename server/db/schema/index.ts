/**
 * The Drizzle schema: the tables, one file per area, re-exported here for the repositories,
 * drizzle-kit (drizzle.config.ts) and the backup, which read this module's exports. A new file
 * of tables is added below; the order is that of the tables in a backup when foreign keys
 * leave it open (db/backup/tables.ts). columns.ts and references.ts are the files' shared column
 * helpers, not tables.
 */
export * from './accounts';
export * from './language';
export * from './images';
export * from './content';
export * from './customers';
export * from './chats';
export * from './settings';
export * from './mail';
export * from './history';
export * from './employees';
export * from './appointments';
export * from './projects';
export * from './documents';
export * from './peppol';
export * from './quotes';
export * from './invoices';
export * from './purchase-orders';
export * from './purchases';
export * from './bank';
export * from './payment-runs';
export * from './vehicles';
export * from './vehicle-reminders';
export * from './vehicle-trips';
export * from './vehicle-damages';
export * from './tool-reminders';
export * from './articles';
export * from './tools';
export * from './stock';
