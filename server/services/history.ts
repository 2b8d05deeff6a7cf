import type { Static } from '@sinclair/typebox';
import type { Db } from '../db/client';
import { isCursorId, isCursorTime, keysetCursor } from '../domain/cursor';
import { notFound } from '../domain/errors';
import {
  loadActivityPage,
  logActivity,
  purgeActivity,
  type ActivityCursor,
  type ActivityKind,
} from '../repositories/activity';
import { findVersion, listVersions, type EntityKind } from '../repositories/history';
import type { MailConfig } from '../config';
import { contentKind, type RestoredVersion } from './content-kinds';
import type { Actor } from './language';
import { purgeTrash, TRASH_DAYS } from './trash';

/**
 * History and activity (docs/product.md § History, § Activity): every change of the website's
 * content is a version, and the activity log says who did what. The trash is services/trash.ts;
 * what each kind's state is and how a version is written back, its declaration
 * (services/content-kinds.ts).
 */

type RestoredAnswer = Static<typeof RestoredVersion>;

/** Every version of an entity, newest first; 404 when it has none (it never existed). */
export async function readHistory(db: Db, kind: EntityKind, id: number) {
  const versions = await listVersions(db, kind, id);
  if (!versions.length) throw notFound(contentKind(kind).name, id);
  return versions.map((version) => ({ kind, ...version }));
}

/**
 * Makes version {version} the entity's state again, as a new version (history is never
 * rewritten). Answers the entity, its images as addresses.
 */
export async function restoreVersion(
  db: Db,
  kind: EntityKind,
  id: number,
  version: number,
  by: Actor = null,
  mail?: MailConfig,
) {
  const declared = contentKind(kind);
  const restored = await db.transaction(async (tx) => {
    const data = await findVersion(tx, kind, id, version);
    if (!data) throw notFound(`Version ${version} of ${declared.name.toLowerCase()}`, id);
    const current = (await declared.state(tx, id))?.data;
    if (!current) throw notFound(declared.name, id);
    const entity = await declared.restoreVersion(tx, id, data, current, by, mail);
    // What the activity log calls a restored version: the entity as its changes name it.
    const now = (await declared.state(tx, id))?.data ?? {};
    const target = await declared.target(tx, id, now);
    await logActivity(tx, {
      by,
      kind: 'restore',
      target: { ...target, label: `${target.label} (versie ${version})` },
    });
    return entity;
  });
  // Some kinds answer as their own read does, read after the commit.
  return (declared.read ? await declared.read(db, id) : restored) as RestoredAnswer;
}

/** Removes what the trash held over 30 days and activity older than two years. */
export async function removeOldHistory(db: Db, now = new Date()) {
  const before = new Date(now.getTime() - TRASH_DAYS * 86_400_000);
  const trashed = await db.transaction((tx) => purgeTrash(tx, before));
  const logged = await purgeActivity(db, now);
  return { trashed, logged };
}

/** Where a page of the log continues: after this entry (its time, then its id). */
const activityCursor = keysetCursor(
  'log',
  ({ at, id }: ActivityCursor) => [at, id],
  ([at, id]) => (isCursorTime(at) && isCursorId(id) ? { at, id } : undefined),
);

/** A page of the activity log, newest first. */
export async function readActivity(
  db: Db,
  query: { limit?: number; cursor?: string; person?: number; kind?: ActivityKind },
) {
  const page = await loadActivityPage(db, {
    limit: query.limit ?? 50,
    after: query.cursor === undefined ? undefined : activityCursor.decode(query.cursor),
    person: query.person,
    kind: query.kind,
  });
  return {
    entries: page.entries,
    next: page.after ? activityCursor.encode(page.after) : null,
  };
}
