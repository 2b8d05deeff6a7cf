import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Segmented, Skeleton } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { format, t } from '../../i18n/finances';
import { todayInBrussels } from '../../shared/brussels';
import { dayjs } from '../../shared/dates';
import { LoadFailed } from '../../shared/LoadFailed';
import { useDownload } from '../../shared/chat-files/use-download';
import {
  useGetCashOutlookQuery,
  useGetVatOverviewQuery,
  useLazyGetAccountantExportQuery,
  type VatOverview as Overview,
} from './api';
import { formatDay, formatEuro } from './format';

type Grid = keyof Overview['grids'];

/** The return's parts as the form groups them. */
const SECTIONS: { title: 'sales' | 'purchases' | 'taxes'; grids: Grid[] }[] = [
  { title: 'sales', grids: ['00', '01', '02', '03', '44', '45', '46', '47', '48', '49'] },
  { title: 'purchases', grids: ['81', '82', '83', '84', '85', '86', '87', '88'] },
  { title: 'taxes', grids: ['54', '55', '56', '57', '59', '61', '62', '63', '64'] },
];

type PeriodKind = 'quarter' | 'month';

/** A period's first and last day: the month, or the quarter, of `day`. */
function periodOf(day: Dayjs, kind: PeriodKind) {
  const start =
    kind === 'month'
      ? day.startOf('month')
      : day.startOf('month').month(Math.floor(day.month() / 3) * 3);
  const end = start.add(kind === 'month' ? 1 : 3, 'month').subtract(1, 'day');
  return { from: start.format('YYYY-MM-DD'), to: end.format('YYYY-MM-DD') };
}

function GridSources({ overview, grid }: { overview: Overview; grid: Grid }) {
  const sources = overview.sources[grid] ?? [];
  return (
    <section className="bo-finances__vat-sources" aria-live="polite">
      <h4 className="bo-finances__subheading">
        {format(t('finances.vat.behind'), { grid, total: formatEuro(overview.grids[grid]) })}
      </h4>
      <ul className="bo-finances__account-list">
        {sources.map((source) => (
          <li key={`${source.kind}-${source.id}`}>
            <Link to={source.kind === 'sale' ? `/invoices/${source.id}` : `/shopping/${source.id}`}>
              {source.number || `#${source.id}`}
            </Link>
            <span className="bo-finances__muted">
              {t(source.kind === 'sale' ? 'finances.vat.sale' : 'finances.vat.purchase')}
            </span>
            <span className="bo-finances__account-actions bo-finances__nowrap">
              {formatEuro(source.amount)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The period's ZIP for the accountant (docs/product.md § Financiën: the accountant's export). */
function ExportButton({ period }: { period: { from: string; to: string } }) {
  const [readExport, { isFetching }] = useLazyGetAccountantExportQuery();
  const save = useDownload(readExport);
  const download = () => save(`boekhouding-${period.from}-${period.to}.zip`, period);
  return (
    <Button
      icon={<DownloadOutlined aria-hidden="true" />}
      loading={isFetching}
      onClick={download}
      aria-label={format(t('finances.export.label'), {
        from: formatDay(period.from),
        to: formatDay(period.to),
      })}
    >
      {t('finances.export.button')}
    </Button>
  );
}

/**
 * The VAT overview (docs/product.md § Financiën: the VAT return): a month's or a quarter's grids
 * of the periodic return, each figure opening the documents behind it, what is to pay or to
 * recover, and the day the return is due. For the accountant to check and file.
 */
export function VatOverview() {
  // By quarter or month as the company files, until staff choose the other.
  const filed = useGetCashOutlookQuery().data?.vatPeriod ?? 'quarter';
  const [chosen, setKind] = useState<PeriodKind | null>(null);
  const kind = chosen ?? filed;
  const [day, setDay] = useState(() => dayjs(todayInBrussels()));
  const [open, setOpen] = useState<Grid | null>(null);
  const period = periodOf(day, kind);
  const { data, isError, error, refetch, isFetching } = useGetVatOverviewQuery(period);

  let body;
  if (isError)
    body = <LoadFailed title={t('finances.vat.loadFailed')} error={error} onRetry={refetch} />;
  else if (!data) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else {
    const toPay = data.grids['71'];
    const toRecover = data.grids['72'];
    body = (
      <div aria-busy={isFetching}>
        <p className="bo-finances__vat-result">
          <strong>
            {toRecover > 0
              ? format(t('finances.vat.toRecover'), { amount: formatEuro(toRecover) })
              : format(t('finances.vat.toPay'), { amount: formatEuro(toPay) })}
          </strong>{' '}
          {format(t('finances.vat.due'), { day: formatDay(data.due) })}
        </p>
        <div className="bo-finances__vat-sections">
          {SECTIONS.map((section) => (
            <section key={section.title} aria-labelledby={`bo-vat-${section.title}`}>
              <h3 id={`bo-vat-${section.title}`} className="bo-finances__subheading">
                {t(`finances.vat.${section.title}`)}
              </h3>
              <dl className="bo-finances__vat-grids">
                {section.grids.map((grid) => (
                  <div key={grid} className="bo-finances__vat-grid">
                    <dt>{format(t('finances.vat.grid'), { grid })}</dt>
                    <dd>
                      {data.grids[grid] === 0 ? (
                        <span className="bo-finances__muted">{formatEuro(0)}</span>
                      ) : (
                        <Button
                          type="link"
                          size="small"
                          aria-expanded={open === grid}
                          aria-label={format(t('finances.vat.open'), {
                            grid,
                            total: formatEuro(data.grids[grid]),
                          })}
                          onClick={() => setOpen(open === grid ? null : grid)}
                        >
                          {formatEuro(data.grids[grid])}
                        </Button>
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
        {open && <GridSources overview={data} grid={open} />}
      </div>
    );
  }

  return (
    <Card
      className="bo-finances__vat"
      title={<h2 className="bo-finances__heading">{t('finances.vat.title')}</h2>}
      extra={
        <span className="bo-finances__vat-period">
          <Segmented<PeriodKind>
            aria-label={t('finances.vat.periodKind')}
            value={kind}
            onChange={(value) => {
              setKind(value);
              setOpen(null);
            }}
            options={[
              { value: 'quarter', label: t('finances.vat.quarter') },
              { value: 'month', label: t('finances.vat.month') },
            ]}
          />
          <DatePicker
            picker={kind}
            allowClear={false}
            aria-label={t('finances.vat.period')}
            value={day}
            format={kind === 'month' ? 'MM/YYYY' : 'YYYY-[K]Q'}
            onChange={(value: Dayjs | null) => {
              if (value) setDay(value);
              setOpen(null);
            }}
          />
          <ExportButton period={period} />
        </span>
      }
    >
      {body}
    </Card>
  );
}
