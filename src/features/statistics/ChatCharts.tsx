import { memo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { t } from '../../i18n/statistics';
import { ChartCard } from '../../entities/statistics/ChartCard';
import { ChartArea } from '../../entities/statistics/ChartArea';
import type { ChatStatistics } from '../../entities/statistics/api';
import {
  DAY_CHART_MARGIN,
  dayAxis,
  formatCount,
  minutesOf,
} from '../../entities/statistics/format';
import {
  bucketEnd,
  formatDate,
  type Interval,
  type Period,
} from '../../entities/statistics/period';
import { chatListPath } from '../../entities/statistics/links';
import { linkedBar } from '../../entities/statistics/LinkedBar';

/** Colours with at least 3:1 against the white card (WCAG 1.4.11). */
export const CURRENT_COLOUR = '#0d7070';
export const PREVIOUS_COLOUR = '#6b6b6b';

interface ChartsProps {
  current: ChatStatistics;
  previous?: ChatStatistics;
  period: Period;
  interval: Interval;
}

/** A bucket's unit in a chart's title. */
export const UNIT = {
  day: 'statistics.unitDay',
  week: 'statistics.unitWeek',
  month: 'statistics.unitMonth',
} as const;

/** New conversations and the median first response per bucket, the previous period beside them. */
export const BucketCharts = memo(function BucketCharts({
  current,
  previous,
  period,
  interval,
}: ChartsProps) {
  const navigate = useNavigate();
  const unit = t(UNIT[interval]);
  const data = current.buckets.map((bucket, index) => ({
    label: formatDate(bucket.start),
    start: bucket.start,
    current: bucket.newChats,
    previous: previous?.buckets[index]?.newChats ?? null,
    currentMinutes: minutesOf(bucket.firstResponseMedianSeconds),
    previousMinutes: minutesOf(previous?.buckets[index]?.firstResponseMedianSeconds ?? null),
  }));
  const listOf = (start: string) =>
    // A week or month bucket may start before the period: its list starts with the period.
    chatListPath({
      from: start < period.from ? period.from : start,
      to: bucketEnd(start, interval, period),
    });
  const open = (index: number | undefined) => {
    if (index !== undefined && data[index]) void navigate(listOf(data[index].start));
  };
  const barShape = linkedBar(
    navigate,
    (index) => listOf(data[index].start),
    (index) => `${data[index].label}: ${formatCount(data[index].current)}`,
  );
  const currentName = t('statistics.columnCurrent');
  const previousName = t('statistics.columnPrevious');
  const newTitle = t('statistics.chartNewChats', { unit });
  const responseTitle = t('statistics.chartResponse', { unit });

  return (
    <>
      <ChartCard
        id="new"
        title={newTitle}
        csvName="nieuwe-gesprekken"
        columns={[t('statistics.columnStart'), currentName, previousName]}
        rows={data.map((row) => ({
          cells: [row.label, row.current, row.previous],
          to: listOf(row.start),
        }))}
      >
        <ChartArea label={newTitle} height={260} linked>
          <BarChart
            data={data}
            margin={DAY_CHART_MARGIN}
            onClick={(state) =>
              open(state?.activeIndex === undefined ? undefined : Number(state.activeIndex))
            }
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" {...dayAxis} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
            <Tooltip formatter={(value) => formatCount(Number(value))} />
            <Legend />
            <Bar
              isAnimationActive={false}
              dataKey="current"
              name={currentName}
              fill={CURRENT_COLOUR}
              cursor="pointer"
              shape={barShape}
            />
            {previous && (
              <Bar
                dataKey="previous"
                name={previousName}
                fill={PREVIOUS_COLOUR}
                isAnimationActive={false}
              />
            )}
          </BarChart>
        </ChartArea>
      </ChartCard>
      <ChartCard
        id="response"
        title={responseTitle}
        csvName="eerste-antwoord"
        columns={[t('statistics.columnStart'), currentName, previousName]}
        rows={data.map((row) => ({
          cells: [row.label, row.currentMinutes, row.previousMinutes],
          to: listOf(row.start),
        }))}
      >
        <ChartArea label={responseTitle} height={260}>
          <LineChart
            data={data}
            margin={DAY_CHART_MARGIN}
            onClick={(state) =>
              open(state?.activeIndex === undefined ? undefined : Number(state.activeIndex))
            }
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" {...dayAxis} />
            <YAxis tick={{ fontSize: 12 }} width={40} />
            <Tooltip />
            <Legend />
            <Line
              isAnimationActive={false}
              dataKey="currentMinutes"
              name={currentName}
              stroke={CURRENT_COLOUR}
              strokeWidth={2}
              connectNulls
            />
            {previous && (
              <Line
                isAnimationActive={false}
                dataKey="previousMinutes"
                name={previousName}
                stroke={PREVIOUS_COLOUR}
                strokeDasharray="5 4"
                strokeWidth={2}
                connectNulls
              />
            )}
          </LineChart>
        </ChartArea>
      </ChartCard>
    </>
  );
});

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const weekdayName = (weekday: number) => t(`statistics.weekday${weekday}` as 'statistics.weekday1');

/** New conversations by weekday × hour (Brussels): a grid whose darker cells hold more. */
export const Heatmap = memo(function Heatmap({
  current,
  period,
}: {
  current: ChatStatistics;
  period: Period;
}) {
  const counts = new Map(
    current.heatmap.map((cell) => [`${cell.weekday}-${cell.hour}`, cell.count]),
  );
  const most = Math.max(1, ...current.heatmap.map((cell) => cell.count));
  const title = t('statistics.chartHeatmap');
  const listOf = (weekday: number, hour: number) => chatListPath({ ...period, weekday, hour });
  return (
    <ChartCard
      id="heatmap"
      title={title}
      csvName="gesprekken-per-uur"
      columns={[
        t('statistics.columnWeekday'),
        t('statistics.columnHour'),
        t('statistics.columnCount'),
      ]}
      rows={current.heatmap.map((cell) => ({
        cells: [weekdayName(cell.weekday), hourLabel(cell.hour), cell.count],
        to: listOf(cell.weekday, cell.hour),
      }))}
    >
      <div className="bo-heatmap" role="group" aria-label={title}>
        <span />
        {HOURS.map((hour) => (
          <span key={hour} className="bo-heatmap__hour">
            {hour % 3 === 0 ? String(hour).padStart(2, '0') : ''}
          </span>
        ))}
        {WEEKDAYS.map((weekday) => [
          <span key={`d${weekday}`} className="bo-heatmap__day">
            {weekdayName(weekday).slice(0, 2)}
          </span>,
          ...HOURS.map((hour) => {
            const count = counts.get(`${weekday}-${hour}`) ?? 0;
            const strength = count / most;
            const label = `${weekdayName(weekday)} ${hourLabel(hour)}: ${count}`;
            const style = {
              background: count ? `rgba(13, 112, 112, ${0.15 + 0.85 * strength})` : undefined,
              color: strength > 0.45 ? '#fff' : '#1f1f1f',
            };
            return count ? (
              <Link
                key={`${weekday}-${hour}`}
                className="bo-heatmap__cell"
                to={listOf(weekday, hour)}
                title={label}
                aria-label={label}
                style={style}
              >
                {count}
              </Link>
            ) : (
              <span key={`${weekday}-${hour}`} className="bo-heatmap__cell" title={label} />
            );
          }),
        ])}
      </div>
    </ChartCard>
  );
});

/** The pages most conversations started on. */
export const StartPages = memo(function StartPages({ current }: { current: ChatStatistics }) {
  const title = t('statistics.chartPages');
  const most = Math.max(1, ...current.pages.map((page) => page.count));
  return (
    <ChartCard
      id="pages"
      title={title}
      csvName="startpaginas"
      columns={[t('statistics.columnPage'), t('statistics.columnCount')]}
      rows={current.pages.map((page) => ({ cells: [page.page, page.count] }))}
      empty={t('statistics.noPages')}
    >
      <ol className="bo-pages" aria-label={title}>
        {current.pages.map((page) => (
          <li key={page.page} className="bo-pages__item">
            <span className="bo-pages__name">{page.page}</span>
            <span
              className="bo-pages__bar"
              style={{ width: `${(page.count / most) * 100}%`, background: CURRENT_COLOUR }}
            />
            <span className="bo-pages__count">{formatCount(page.count)}</span>
          </li>
        ))}
      </ol>
    </ChartCard>
  );
});
