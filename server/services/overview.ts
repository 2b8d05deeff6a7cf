/** The overview's counts are one read with no rule beyond its query. */
export { loadOverview } from '../repositories/overview';
