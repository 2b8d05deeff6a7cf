import type { TSchema } from '@sinclair/typebox';
import type { MailConfig } from '../config';
import type { Db } from '../db/client';
import type * as schema from '../db/schema';
import type { EntityKind, TrashItem } from '../domain/history';
import type { VersionValues } from '../domain/version-values';
import type { Captured } from '../repositories/history';
import type { Actor } from './language';
import type { Missing } from './missing';

/**
 * What a content kind declares, once, beside its service (docs/architecture.md § Content
 * kinds). History, the trash, the activity log and the customer's privacy service read these
 * declarations (services/content-kinds.ts) and never ask which kind they hold.
 */

/** What the activity log calls an entity: its kind, id and a label as plain text. */
export interface KindTarget<K extends EntityKind = EntityKind> {
  kind: K;
  id: number;
  label: string;
}

/** Whose data a customer's export or erasure is about: an address and the register's ids for it. */
export interface CustomerSubject {
  email: string;
  customerIds: number[];
}

/**
 * What the customer's export and erasure do with a kind (GDPR access and erasure,
 * docs/product.md § Conversation, 'Exporteren'): either what it holds of a customer, or why it
 * holds nothing of one.
 */
export type CustomerDataRole =
  | {
      /** The export document's key for this kind's records of the customer. */
      exportAs: string;
      export: (db: Db, subject: CustomerSubject) => Promise<unknown[]>;
      /** Erases the customer in the caller's transaction; answers counts for the activity entry. */
      erase: (tx: Db, subject: CustomerSubject) => Promise<Record<string, number>>;
      /** How the erasure's counts read in its activity entry (Dutch); '' when it erased nothing. */
      erased: (counts: Record<string, number>) => string;
    }
  | { holdsNothing: string };

export interface ContentKindDeclaration<
  K extends EntityKind,
  Item extends TrashItem<K> = TrashItem<K>,
> {
  kind: K;
  /** What answers (404s, restores) call it: 'Customer'. */
  name: string;
  /** The tables that hold it (their names in server/db/schema/): its row and what is its alone. */
  tables: (keyof typeof schema)[];
  /**
   * The fields one version keeps (server/schemas), every one optional: a version written by
   * another release may lack one. A test checks each kind's state against it.
   */
  version: TSchema;
  /** What a restored version answers: the record as its own read answers it (server/schemas). */
  answer: TSchema;
  /** Its state now, as a version keeps it; undefined when it does not exist. */
  state: (db: Db, id: number) => Promise<Captured | undefined>;
  /** What the activity log calls it, from its state (a version's data). */
  target: (db: Db, id: number, data: VersionValues) => KindTarget<K> | Promise<KindTarget<K>>;
  /**
   * Writes a version's data over it (`current`: its state now) as a new version, in the
   * caller's transaction; answers what its own write answers, or undefined when `read` answers.
   */
  restoreVersion: (
    tx: Db,
    id: number,
    data: VersionValues,
    current: VersionValues,
    by: Actor,
    mail?: MailConfig,
  ) => Promise<unknown>;
  /** Its answer after a restore, read after the commit as its own read does. */
  read?: (db: Db, id: number) => Promise<unknown>;
  /**
   * Puts its trash item back with its id, in the caller's transaction; answers what is
   * missing first, or 'duplicate' (a name taken since).
   */
  putBack: (
    tx: Db,
    item: Item,
    mail: MailConfig | undefined,
  ) => Promise<Missing[] | 'duplicate' | undefined>;
  /**
   * The other entities its trash item holds (a service's content blocks), whose history goes
   * with it when the trash removes it for good.
   */
  removedWith?: (item: Item) => { kind: EntityKind; id: number }[];
  /** What a restore from the trash answers beside kind, id and label (a block's service). */
  restored?: (item: Item) => Record<string, number>;
  customerData: CustomerDataRole;
}

/**
 * Declares a kind: checks the declaration's shape where it is written. `Item` is what the kind
 * keeps in the trash (`CustomerTrashItem`, beside its table's queries).
 */
export const declareKind = <K extends EntityKind, Item extends TrashItem<K>>(
  declaration: ContentKindDeclaration<K, Item>,
) => declaration;
