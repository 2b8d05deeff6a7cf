import type { Db } from '../db/client';
import { notFound } from '../domain/errors';
import { loadCostStatistics, loadProjectCosting } from '../repositories/project-costing';
import { projectMaterialCost } from '../repositories/stock';
import { checkedPeriod } from './statistics';

/**
 * Project costing (docs/product.md § Aankopen, Projectkosten): a project's quoted and invoiced
 * amounts (net of VAT), its costs (purchases by category, Inventaris's material used, hours from
 * the agenda at each employee's hourly cost) and its margin; Statistieken's costs per month and margins of
 * finished projects. Exact cents.
 */

/** The margin in cents and as a percentage of what was invoiced (one decimal; null at 0). */
export function marginOf(invoiced: number, costs: number) {
  const margin = invoiced - costs;
  return {
    margin,
    marginPercent: invoiced === 0 ? null : Math.round((margin * 1000) / invoiced) / 10,
  };
}

/** A project's costing; 404 when the project does not exist. */
export async function projectCosting(db: Db, projectId: number) {
  const found = await loadProjectCosting(db, projectId);
  if (!found) throw notFound('Project', projectId);
  const purchases = found.categories.reduce((sum, one) => sum + one.amount, 0);
  const labour = found.hours.reduce((sum, one) => sum + one.amount, 0);
  const materials = await projectMaterialCost(db, projectId);
  const costs = purchases + materials + labour;
  return {
    projectId,
    quoted: found.quoted,
    invoiced: found.invoiced,
    costs: { total: costs, purchases, materials, labour, categories: found.categories },
    hours: {
      minutes: found.hours.reduce((sum, one) => sum + one.minutes, 0),
      employees: found.hours,
      withoutCost: found.hours
        .filter((one) => one.hourlyCost === null)
        .map(({ employeeId, name, minutes }) => ({ employeeId, name, minutes })),
    },
    ...marginOf(found.invoiced, costs),
  };
}

/** Statistieken's costs per month and margins of finished projects over a period (≤ 5 years). */
export async function costStatistics(db: Db, asked: { from: string; to: string }) {
  const { from, to } = checkedPeriod({ ...asked, interval: 'month' });
  const figures = await loadCostStatistics(db, from, to);
  return {
    total: figures.months.reduce((sum, month) => sum + month.amount, 0),
    months: figures.months,
    categories: figures.categories,
    projects: figures.projects.map((project) => ({
      ...project,
      costs: project.purchases + project.materials + project.labour,
      ...marginOf(project.invoiced, project.purchases + project.materials + project.labour),
    })),
  };
}
