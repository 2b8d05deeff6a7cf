import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  customers,
  employees,
  invoices,
  projectEmployees,
  projects,
  purchases,
  vehicles,
} from '../db/schema';
import { unknownReference } from '../domain/errors';
import type { DocumentLinkKind, DocumentLinkRow } from '../repositories/documents';

/**
 * What a document may be linked to (docs/product.md § Bestanden): a customer, a project, an
 * employee, a vehicle, an invoice or a purchase.
 */

/** Each kind of link with its table. */
const TARGETS = {
  customer: { table: customers, id: customers.id, name: 'Customer' },
  project: { table: projects, id: projects.id, name: 'Project' },
  employee: { table: employees, id: employees.id, name: 'Employee' },
  invoice: { table: invoices, id: invoices.id, name: 'Invoice' },
  purchase: { table: purchases, id: purchases.id, name: 'Purchase' },
  vehicle: { table: vehicles, id: vehicles.id, name: 'Vehicle' },
} as const satisfies Record<DocumentLinkKind, unknown>;

/** Each link once, in the order sent. */
export function uniqueLinks(links: DocumentLinkRow[]) {
  const seen = new Set<string>();
  return links.filter((link) => {
    const key = `${link.kind}:${link.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Checks that every link names a record that exists and keeps those records until the
 * transaction ends (a removal of one waits); 400 UNKNOWN_REFERENCE for the first that does not.
 * Answers the links, each once.
 */
export async function holdLinkTargets(tx: Db, links: DocumentLinkRow[]) {
  const unique = uniqueLinks(links);
  const found = await existingLinkTargets(tx, unique);
  const missing = unique.find((link) => !found.includes(link));
  if (missing) {
    const ids = unique.filter((link) => link.kind === missing.kind && !found.includes(link));
    throw unknownReference(
      TARGETS[missing.kind].name,
      ids.map((link) => link.id),
    );
  }
  return unique;
}

/** The links whose records exist, each once, those records kept until the transaction ends. */
export async function existingLinkTargets(tx: Db, links: DocumentLinkRow[]) {
  const unique = uniqueLinks(links);
  const existing = new Set<string>();
  for (const kind of Object.keys(TARGETS) as DocumentLinkKind[]) {
    const ids = unique.filter((link) => link.kind === kind).map((link) => link.id);
    if (!ids.length) continue;
    const { table, id } = TARGETS[kind];
    const found = await tx.select({ id }).from(table).where(inArray(id, ids)).for('key share');
    for (const row of found) existing.add(`${kind}:${row.id}`);
  }
  return unique.filter((link) => existing.has(`${link.kind}:${link.id}`));
}

/**
 * Whether every link is a project whose team holds the account's employee: what a technician
 * may add documents to (the `projectTeam` grant, server/domain/roles.ts).
 */
export async function linksOnProjectTeam(db: Db, links: DocumentLinkRow[], userId: number) {
  if (!links.length || links.some((link) => link.kind !== 'project')) return false;
  const ids = [...new Set(links.map((link) => link.id))];
  const rows = await db
    .select({ projectId: projectEmployees.projectId })
    .from(projectEmployees)
    .innerJoin(employees, eq(employees.id, projectEmployees.employeeId))
    .where(and(inArray(projectEmployees.projectId, ids), eq(employees.userId, userId)));
  return new Set(rows.map((row) => row.projectId)).size === ids.length;
}
