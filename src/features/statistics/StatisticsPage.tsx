import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, Input, Segmented, Skeleton } from 'antd';
import { useMemo } from 'react';
import { t } from '../../i18n/statistics';
import { LoadFailed } from '../../shared/LoadFailed';
import { useCan } from '../../store/permissions';
import { PageTitle } from '../../shared/PageTitle';
import { todayInBrussels } from '../../shared/brussels';
import {
  useGetAgendaStatisticsQuery,
  useGetChatStatisticsQuery,
  useGetContentStatisticsQuery,
  useGetCostStatisticsQuery,
  useGetInvoiceStatisticsQuery,
  useGetProjectStatisticsQuery,
} from '../../entities/statistics/api';
import {
  formatDate,
  nextPeriod,
  periodAround,
  PERIOD_KINDS,
  periodOfAddress,
  statisticsReads,
  type Period,
  type PeriodKind,
} from '../../entities/statistics/period';
import { AgendaCharts } from './AgendaCharts';
import { BucketCharts, Heatmap, StartPages } from './ChatCharts';
import { AgendaFigures, ChatFigures, ContentFigures, ProjectFigures } from './Figures';
import { CostCharts } from './CostCharts';
import { InvoiceCharts } from './InvoiceCharts';
import { ProjectCharts } from './ProjectCharts';
import './statistics.css';
import { useAddressFilters } from '../../shared/page-hooks/address-filters';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const KIND_LABEL = {
  week: 'statistics.periodWeek',
  month: 'statistics.periodMonth',
  quarter: 'statistics.periodQuarter',
  year: 'statistics.periodYear',
  custom: 'statistics.periodCustom',
} as const;

/** The period in the address (`?period=quarter&from=2027-01-01`, `?period=custom&from&to`). */
function usePeriod(): [PeriodKind, Period, (kind: PeriodKind, period: Period) => void] {
  const [params, setFilters] = useAddressFilters();
  const { kind, period: read } = periodOfAddress(params, todayInBrussels());
  // The same object while the dates stay: the charts are drawn again only for another period.
  const { from, to } = read;
  const period = useMemo(() => ({ from, to }), [from, to]);
  const set = (nextKind: PeriodKind, next: Period) =>
    setFilters({ period: nextKind, from: next.from, to: nextKind === 'custom' && next.to });
  return [kind, period, set];
}

/**
 * /statistics (docs/product.md § Statistieken): how fast the company answers, when customers
 * write, where they start, and what the website's content still lacks, for a period beside the
 * one before it.
 */
export default function StatisticsPage() {
  const [kind, period, setPeriod] = usePeriod();
  const { previous, interval, projectInterval, ...asked } = statisticsReads(kind, period);
  // The chats' and the content's figures, and the agenda's and projects', each by the role.
  const web = { skip: !useCan('webStatistics') };
  const business = { skip: !useCan('statistics') };
  // The money figures: for a role with the invoices area too (Beheerder, Kantoor).
  const mayReadInvoices = useCan('invoices');
  const money = { skip: business.skip || !mayReadInvoices };
  // The costs: for a role with the purchases area too (Beheerder, Kantoor).
  const mayReadPurchases = useCan('purchases');
  const costing = { skip: business.skip || !mayReadPurchases };
  const current = useGetChatStatisticsQuery(asked.chats[0], web);
  const before = useGetChatStatisticsQuery(asked.chats[1], web);
  const content = useGetContentStatisticsQuery(undefined, web);
  const agenda = useGetAgendaStatisticsQuery(asked.agenda[0], business);
  const agendaBefore = useGetAgendaStatisticsQuery(asked.agenda[1], business);
  const projects = useGetProjectStatisticsQuery(asked.projects[0], business);
  const projectsBefore = useGetProjectStatisticsQuery(asked.projects[1], business);
  const invoices = useGetInvoiceStatisticsQuery({ from: period.from, to: period.to }, money);
  const costs = useGetCostStatisticsQuery({ from: period.from, to: period.to }, costing);
  const reads = [
    current,
    before,
    content,
    agenda,
    agendaBefore,
    projects,
    projectsBefore,
    invoices,
    costs,
  ];
  // Figures only of the period asked for (`currentData`): a period's step never shows the last
  // period's figures under the new dates while they load.
  const [chatData, chatBefore] = [current.currentData, before.currentData];

  let chats;
  if (chatData) {
    chats = (
      <>
        <ChatFigures current={chatData} previous={chatBefore} period={period} />
        <div className="bo-statistics__charts">
          <BucketCharts
            current={chatData}
            previous={chatBefore}
            period={period}
            interval={interval}
          />
          <Heatmap current={chatData} period={period} />
          <StartPages current={chatData} />
        </div>
      </>
    );
  } else if (current.isError) {
    chats = (
      <LoadFailed
        title={t('statistics.loadFailed')}
        error={current.error}
        onRetry={() => void current.refetch()}
      />
    );
  } else {
    chats = <Skeleton active />;
  }

  return (
    <section className="bo-page bo-statistics" aria-busy={reads.some((read) => read.isFetching)}>
      <PageTitle>{t('menu.statistics')}</PageTitle>
      <Card className="bo-statistics__period">
        <Segmented<PeriodKind>
          aria-label={t('statistics.period')}
          value={kind}
          onChange={(next) =>
            setPeriod(next, next === 'custom' ? period : periodAround(next, period.from))
          }
          options={PERIOD_KINDS.map((value) => ({ value, label: t(KIND_LABEL[value]) }))}
        />
        {kind === 'custom' ? (
          <fieldset className="bo-statistics__custom">
            <legend className="bo-sr-only">{t('statistics.customRange')}</legend>
            <Input
              type="date"
              aria-label={t('statistics.periodFrom')}
              value={period.from}
              max={period.to}
              onChange={(event) =>
                DATE.test(event.target.value) &&
                setPeriod('custom', { ...period, from: event.target.value })
              }
            />
            <Input
              type="date"
              aria-label={t('statistics.periodTo')}
              value={period.to}
              min={period.from}
              onChange={(event) =>
                DATE.test(event.target.value) &&
                setPeriod('custom', { ...period, to: event.target.value })
              }
            />
          </fieldset>
        ) : (
          <div className="bo-statistics__step">
            <Button
              icon={<LeftOutlined />}
              aria-label={t('statistics.earlier')}
              onClick={() => setPeriod(kind, previous)}
            />
            <strong>
              {t('statistics.range', { from: formatDate(period.from), to: formatDate(period.to) })}
            </strong>
            <Button
              icon={<RightOutlined />}
              aria-label={t('statistics.later')}
              onClick={() => setPeriod(kind, nextPeriod(kind, period))}
            />
          </div>
        )}
        <span className="bo-statistics__compared">
          {t('statistics.comparedWith', {
            from: formatDate(previous.from),
            to: formatDate(previous.to),
          })}
        </span>
      </Card>
      {!web.skip && (
        <>
          <h2 className="bo-statistics__section">{t('statistics.chats')}</h2>
          {chats}
        </>
      )}
      {!business.skip && <h2 className="bo-statistics__section">{t('statistics.agenda')}</h2>}
      {business.skip ? null : agenda.currentData ? (
        <>
          <AgendaFigures
            current={agenda.currentData}
            previous={agendaBefore.currentData}
            from={period.from}
          />
          <AgendaCharts figures={agenda.currentData} from={period.from} />
        </>
      ) : (
        <Skeleton active />
      )}
      {!business.skip && <h2 className="bo-statistics__section">{t('statistics.projects')}</h2>}
      {business.skip ? null : projects.currentData ? (
        <>
          <ProjectFigures
            current={projects.currentData}
            previous={projectsBefore.currentData}
            period={period}
          />
          <ProjectCharts
            figures={projects.currentData}
            period={period}
            interval={projectInterval}
          />
        </>
      ) : (
        <Skeleton active />
      )}
      {!money.skip && <h2 className="bo-statistics__section">{t('statistics.money')}</h2>}
      {money.skip ? null : invoices.currentData ? (
        <InvoiceCharts figures={invoices.currentData} />
      ) : (
        <Skeleton active />
      )}
      {!costing.skip && <h2 className="bo-statistics__section">{t('statistics.costs')}</h2>}
      {costing.skip ? null : costs.currentData ? (
        <CostCharts figures={costs.currentData} />
      ) : (
        <Skeleton active />
      )}
      {!web.skip && <h2 className="bo-statistics__section">{t('statistics.content')}</h2>}
      {web.skip ? null : content.data ? (
        <ContentFigures figures={content.data} />
      ) : (
        <Skeleton active />
      )}
    </section>
  );
}
