import { integer, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { images } from './images';

export const imageKey = (name: string) =>
  text(name).references(() => images.key, { onDelete: 'restrict' });

export const byUser = (name: string) =>
  integer(name).references(() => users.id, { onDelete: 'set null' });
