import { memo } from 'react';
import { Link } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { t } from '../../i18n/statistics';
import { ChartArea } from '../../entities/statistics/ChartArea';
import { ChartCard } from '../../entities/statistics/ChartCard';
import type { InvoiceStatistics } from '../../entities/statistics/api';
import { formatCount } from '../../entities/statistics/format';
import { formatCents } from '../../shared/money';
import { CURRENT_COLOUR, PREVIOUS_COLOUR } from './ChatCharts';

const decimal = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 1 });
const days = (value: number | null) => (value === null ? '—' : decimal.format(value));
/** A month as its label: 'nov. 2026'. */
const monthLabel = (start: string) =>
  new Date(`${start}T12:00:00Z`).toLocaleDateString('nl-BE', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
/** The axis in whole euros: the chart's scale, the table and tooltip keep the cents. */
const euros = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 0 });

const ageLabel = (bucket: string) => t(`statistics.age.${bucket}` as 'statistics.age.notDue');

/** The open invoices a bucket holds: the overdue list for every bucket past the due date. */
const ageListPath = (bucket: string) =>
  bucket === 'notDue' ? '/invoices' : '/invoices?status=vervallen';

/**
 * Statistieken's money (docs/product.md § Statistieken): invoiced and paid over the period, the
 * days to payment, invoiced and paid per month, and what open invoices wait for by the age of
 * their due date. Amounts are cents, VAT included.
 */
export const InvoiceCharts = memo(function InvoiceCharts({
  figures,
}: {
  figures: InvoiceStatistics;
}) {
  const invoiced = t('statistics.invoiced');
  const paid = t('statistics.paid');
  const revenueTitle = t('statistics.chartRevenue');
  const agesTitle = t('statistics.chartAges');
  const data = figures.months.map((month) => ({
    ...month,
    label: monthLabel(month.start),
    invoicedEuro: month.invoiced / 100,
    paidEuro: month.paid / 100,
  }));
  const most = Math.max(1, ...figures.ages.map((age) => age.amount));
  const { daysToPayment } = figures;
  return (
    <>
      <ul className="bo-figures" aria-label={t('statistics.money')}>
        <li>
          <div className="bo-figures__item">
            <span className="bo-figures__label">{invoiced}</span>
            <span className="bo-figures__value">{formatCents(figures.totals.invoiced)}</span>
            <span className="bo-figures__detail">{t('statistics.invoicedDetail')}</span>
          </div>
        </li>
        <li>
          <div className="bo-figures__item">
            <span className="bo-figures__label">{paid}</span>
            <span className="bo-figures__value">{formatCents(figures.totals.paid)}</span>
            <span className="bo-figures__detail">{t('statistics.paidDetail')}</span>
          </div>
        </li>
        <li>
          <div className="bo-figures__item">
            <span className="bo-figures__label">{t('statistics.daysToPayment')}</span>
            <span className="bo-figures__value">{days(daysToPayment.average)}</span>
            <span className="bo-figures__detail">
              {t('statistics.daysToPaymentDetail', {
                median: days(daysToPayment.median),
                count: formatCount(daysToPayment.settled),
              })}
            </span>
          </div>
        </li>
      </ul>
      <div className="bo-statistics__charts">
        <ChartCard
          id="revenue"
          title={revenueTitle}
          csvName="gefactureerd-betaald-per-maand"
          columns={[t('statistics.columnMonth'), invoiced, paid]}
          rows={figures.months.map((month) => ({
            cells: [monthLabel(month.start), month.invoiced / 100, month.paid / 100],
          }))}
        >
          <ChartArea label={revenueTitle} height={260}>
            <BarChart data={data}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} />
              <YAxis
                tick={{ fontSize: 12 }}
                width={70}
                tickFormatter={(value: number) => euros.format(value)}
              />
              <Tooltip formatter={(value) => formatCents(Math.round(Number(value) * 100))} />
              <Legend />
              <Bar
                isAnimationActive={false}
                dataKey="invoicedEuro"
                name={invoiced}
                fill={PREVIOUS_COLOUR}
              />
              <Bar isAnimationActive={false} dataKey="paidEuro" name={paid} fill={CURRENT_COLOUR} />
            </BarChart>
          </ChartArea>
        </ChartCard>
        <ChartCard
          id="ages"
          title={agesTitle}
          csvName="openstaand-volgens-vervaldatum"
          columns={[
            t('statistics.columnAge'),
            t('statistics.columnInvoices'),
            t('statistics.columnAmount'),
          ]}
          rows={figures.ages.map((age) => ({
            cells: [ageLabel(age.bucket), age.count, age.amount / 100],
            to: ageListPath(age.bucket),
          }))}
        >
          <ol className="bo-pages" aria-label={agesTitle}>
            {figures.ages.map((age) => (
              <li key={age.bucket}>
                <Link className="bo-pages__item bo-pages__link" to={ageListPath(age.bucket)}>
                  <span className="bo-pages__name">
                    {ageLabel(age.bucket)} ({formatCount(age.count)})
                  </span>
                  <span
                    className="bo-pages__bar"
                    style={{ width: `${(age.amount / most) * 100}%`, background: CURRENT_COLOUR }}
                  />
                  <span className="bo-pages__count">{formatCents(age.amount)}</span>
                </Link>
              </li>
            ))}
          </ol>
        </ChartCard>
      </div>
    </>
  );
});
