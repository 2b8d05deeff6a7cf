import type { Db } from '../db/client';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '../db/errors';
import { ApiError } from '../domain/errors';
import { hasArea, type Area, type Role } from '../domain/roles';
import { loadOverview, pingDatabase } from '../repositories/system';

/** The database as a whole: whether it answers (health), and the overview screen's counts. */

/** The overview's counts are one read with no rule beyond its query. */
export { loadOverview };

type Figures = Awaited<ReturnType<typeof loadOverview>>;

/** The area a role needs to read each figure of the overview (docs/product.md § Roles). */
const FIGURE_AREAS: Record<keyof Figures, Area> = {
  chats: 'chats',
  chatsWaiting: 'chats',
  servicesEnabled: 'cms',
  servicesDisabled: 'cms',
  languageEntries: 'cms',
  languageEntriesMissingTranslation: 'cms',
  languageEntriesStale: 'cms',
  achievements: 'cms',
  images: 'cms',
  imagesWithoutAlt: 'cms',
  imagesBytes: 'cms',
  trash: 'history',
};

/** The overview's figures that `role` may read; none read when it may read none. */
export async function overviewFor(db: Db, role: Role): Promise<Partial<Figures>> {
  const names = (Object.keys(FIGURE_AREAS) as (keyof Figures)[]).filter((name) =>
    hasArea(role, FIGURE_AREAS[name]),
  );
  if (!names.length) return {};
  const figures = await loadOverview(db);
  return Object.fromEntries(names.map((name) => [name, figures[name]]));
}

/**
 * Answers when the database runs a query; otherwise 503 DATABASE_UNAVAILABLE with Retry-After,
 * whatever the failure (`onFailure` hears it first), so load balancers take the instance out.
 */
export async function requireDatabase(db: Db, onFailure: (error: unknown) => void) {
  try {
    await pingDatabase(db);
  } catch (error) {
    onFailure(error);
    throw new ApiError('DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, {
      'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
    });
  }
}
