import { memo } from 'react';
import { Link } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { t } from '../../i18n/statistics';
import { ChartArea } from '../../entities/statistics/ChartArea';
import { ChartCard } from '../../entities/statistics/ChartCard';
import type { CostStatistics } from '../../entities/statistics/api';
import { formatCents } from '../../shared/money';
import { CURRENT_COLOUR } from './ChatCharts';

/** A month as its label: 'nov. 2026'. */
const monthLabel = (start: string) =>
  new Date(`${start}T12:00:00Z`).toLocaleDateString('nl-BE', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
const euros = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 1 });
const marginText = (margin: number, marginPercent: number | null) =>
  marginPercent === null
    ? formatCents(margin)
    : `${formatCents(margin)} (${percent.format(marginPercent)} %)`;

/**
 * Statistieken's costs (docs/product.md § Aankopen, Projectkosten): the purchase costs per month
 * of the period and the margin of each project finished in it. Cents without VAT.
 */
export const CostCharts = memo(function CostCharts({ figures }: { figures: CostStatistics }) {
  const costsTitle = t('statistics.chartCosts');
  const marginsTitle = t('statistics.chartMargins');
  const data = figures.months.map((month) => ({
    label: monthLabel(month.start),
    euro: month.amount / 100,
  }));
  return (
    <>
      <ul className="bo-figures" aria-label={t('statistics.costs')}>
        <li>
          <div className="bo-figures__item">
            <span className="bo-figures__label">{t('statistics.costsTotal')}</span>
            <span className="bo-figures__value">{formatCents(figures.total)}</span>
            <span className="bo-figures__detail">{t('statistics.costsDetail')}</span>
          </div>
        </li>
      </ul>
      <div className="bo-statistics__charts">
        <ChartCard
          id="costs"
          title={costsTitle}
          csvName="kosten-per-maand"
          columns={[t('statistics.columnMonth'), t('statistics.columnAmount')]}
          rows={figures.months.map((month) => ({
            cells: [monthLabel(month.start), month.amount / 100],
          }))}
        >
          <ChartArea label={costsTitle} height={260}>
            <BarChart data={data}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} />
              <YAxis
                tick={{ fontSize: 12 }}
                width={70}
                tickFormatter={(value: number) => euros.format(value)}
              />
              <Tooltip formatter={(value) => formatCents(Math.round(Number(value) * 100))} />
              <Bar
                isAnimationActive={false}
                dataKey="euro"
                name={t('statistics.costsTotal')}
                fill={CURRENT_COLOUR}
              />
            </BarChart>
          </ChartArea>
        </ChartCard>
        <ChartCard
          id="margins"
          title={marginsTitle}
          csvName="marge-per-project"
          columns={[
            t('statistics.columnProject'),
            t('statistics.invoiced'),
            t('statistics.columnCosts'),
            t('statistics.columnMargin'),
          ]}
          rows={figures.projects.map((project) => ({
            cells: [
              project.name,
              project.invoiced / 100,
              project.costs / 100,
              project.margin / 100,
            ],
            to: `/projects/${project.id}`,
          }))}
          empty={t('statistics.marginsNone')}
        >
          <ol className="bo-pages" aria-label={marginsTitle}>
            {figures.projects.map((project) => (
              <li key={project.id}>
                <Link className="bo-pages__item bo-pages__link" to={`/projects/${project.id}`}>
                  <span className="bo-pages__name">{project.name}</span>
                  <span className="bo-pages__count">
                    {marginText(project.margin, project.marginPercent)}
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        </ChartCard>
      </div>
    </>
  );
});
