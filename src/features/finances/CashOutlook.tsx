import { Card, Skeleton, Table } from 'antd';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartArea } from '../../entities/statistics/ChartArea';
import { format, t } from '../../i18n/finances';
import { LoadFailed } from '../../shared/LoadFailed';
import { useGetCashOutlookQuery, type CashOutlook as Outlook } from './api';
import { formatDay, formatEuro } from './format';

type Week = Outlook['weeks'][number];

/** A week as its first and last day: '23/03 – 29/03'. */
const weekLabel = (week: Week) =>
  `${formatDay(week.from).slice(0, 5)} – ${formatDay(week.to).slice(0, 5)}`;
const wholeEuros = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 0 });

/** Money in (green), out (red) and the balance (blue): each also named in the legend. */
const COLOURS = { incoming: '#389e0d', outgoing: '#cf1322', balance: '#1677ff' } as const;

function Amount({ cents }: { cents: number }) {
  return (
    <span className={cents < 0 ? 'bo-finances__negative' : undefined}>{formatEuro(cents)}</span>
  );
}

function OutlookChart({ outlook }: { outlook: Outlook }) {
  const label = t('finances.outlook.chart');
  const data = outlook.weeks.map((week) => ({
    label: formatDay(week.from).slice(0, 5),
    incoming: week.incoming / 100,
    outgoing: (week.outgoing + week.vat) / 100,
    balance: week.balance / 100,
  }));
  return (
    <ChartArea label={label} height={300}>
      <ComposedChart data={data}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={12} />
        <YAxis
          tick={{ fontSize: 12 }}
          width={80}
          tickFormatter={(value: number) => wholeEuros.format(value)}
        />
        <Tooltip formatter={(value) => formatEuro(Math.round(Number(value) * 100))} />
        <Legend />
        <Bar
          isAnimationActive={false}
          dataKey="incoming"
          name={t('finances.outlook.incoming')}
          fill={COLOURS.incoming}
        />
        <Bar
          isAnimationActive={false}
          dataKey="outgoing"
          name={t('finances.outlook.outgoingAndVat')}
          fill={COLOURS.outgoing}
        />
        <Line
          isAnimationActive={false}
          type="monotone"
          dataKey="balance"
          name={t('finances.outlook.balance')}
          stroke={COLOURS.balance}
          strokeWidth={2}
        />
      </ComposedChart>
    </ChartArea>
  );
}

function OutlookTable({ outlook }: { outlook: Outlook }) {
  return (
    <Table<Week>
      size="small"
      rowKey="from"
      pagination={false}
      dataSource={outlook.weeks}
      aria-label={t('finances.outlook.table')}
      columns={[
        { title: t('finances.outlook.week'), key: 'week', render: (_, week) => weekLabel(week) },
        {
          title: t('finances.outlook.incoming'),
          dataIndex: 'incoming',
          align: 'right',
          render: (cents: number) => formatEuro(cents),
        },
        {
          title: t('finances.outlook.outgoing'),
          dataIndex: 'outgoing',
          align: 'right',
          render: (cents: number) => formatEuro(cents),
        },
        {
          title: t('finances.outlook.vat'),
          dataIndex: 'vat',
          align: 'right',
          render: (cents: number) => (cents === 0 ? '' : formatEuro(cents)),
        },
        {
          title: t('finances.outlook.balance'),
          dataIndex: 'balance',
          align: 'right',
          render: (cents: number) => <Amount cents={cents} />,
        },
      ]}
    />
  );
}

/**
 * The cash outlook (docs/product.md § Financiën: the cash outlook): thirteen weeks from this
 * Monday, from the balance at the latest statements, customers' open invoices in and
 * suppliers' unpaid ones out on their due days, and the VAT return on its day; a chart beside
 * the table of the same figures.
 */
export function CashOutlook() {
  const { data, isError, error, refetch } = useGetCashOutlookQuery();
  let body;
  if (isError)
    body = <LoadFailed title={t('finances.outlook.loadFailed')} error={error} onRetry={refetch} />;
  else if (!data) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else
    body = (
      <>
        <p>
          {data.balance.date
            ? format(t('finances.outlook.start'), {
                amount: formatEuro(data.balance.amount),
                day: formatDay(data.balance.date),
              })
            : t('finances.outlook.noStatements')}{' '}
          {(data.overdue.incoming > 0 || data.overdue.outgoing > 0) &&
            format(t('finances.outlook.overdue'), {
              incoming: formatEuro(data.overdue.incoming),
              outgoing: formatEuro(data.overdue.outgoing),
            })}
        </p>
        <div className="bo-finances__outlook">
          <OutlookChart outlook={data} />
          <OutlookTable outlook={data} />
        </div>
        <p className="bo-finances__muted">
          {data.vatReturns
            .filter((vatReturn) => vatReturn.amount > 0)
            .map((vatReturn) =>
              format(t('finances.outlook.vatReturn'), {
                amount: formatEuro(vatReturn.amount),
                day: formatDay(vatReturn.due),
                from: formatDay(vatReturn.from),
                to: formatDay(vatReturn.to),
              }),
            )
            .join(' ')}{' '}
          {(data.later.incoming > 0 || data.later.outgoing > 0) &&
            format(t('finances.outlook.later'), {
              incoming: formatEuro(data.later.incoming),
              outgoing: formatEuro(data.later.outgoing),
            })}
        </p>
      </>
    );
  return (
    <Card
      className="bo-finances__outlook-card"
      title={<h2 className="bo-finances__heading">{t('finances.outlook.title')}</h2>}
    >
      {body}
    </Card>
  );
}
