/**
 * The cost categories a purchase line or a bank movement is booked to (the server's
 * COST_CATEGORIES, db/schema/purchases.ts), in the order lists show them. Each feature checks
 * them against its generated `CostCategory`.
 */
export const COST_CATEGORIES = [
  'materiaal',
  'onderaanneming',
  'huur',
  'brandstof',
  'onderhoud',
  'verzekering',
  'kantoor',
  'overig',
] as const;
