import { sql } from 'drizzle-orm';

/**
 * The purchase parts (table purchase_allocations, alias `a`) that count as costs: those of a
 * purchase that is not refused. Project costing, Statistieken and a vehicle's costs sum them.
 */
export const countedAllocations = sql`exists (select 1 from purchases p
    where p.id = a.purchase_id and p.status <> 'geweigerd')`;
