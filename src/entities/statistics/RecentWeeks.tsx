import { Skeleton } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { t } from '../../i18n/statistics';
import { dayjs } from '../../shared/dates';
import { mondayOf, todayInBrussels } from '../../shared/brussels';
import { useGetChatStatisticsQuery } from './api';
import { ChartCard } from './ChartCard';
import { minutesOf } from './format';
import { chatListPath } from './links';
import { linkedBar } from './LinkedBar';
import { formatDate } from './period';

const WEEKS = 8;

/** The last eight weeks, this one included (Brussels, from Monday). */
export function recentWeeks(today = todayInBrussels()) {
  const monday = mondayOf(today);
  return {
    from: dayjs
      .utc(monday)
      .subtract(WEEKS - 1, 'week')
      .format('YYYY-MM-DD'),
    to: today,
  };
}

/**
 * The overview's small chart: new conversations per week (bars) and the median first response
 * (line) of the last eight weeks; a bar opens that week's conversations.
 */
export function RecentWeeks() {
  const navigate = useNavigate();
  const period = recentWeeks();
  const { data } = useGetChatStatisticsQuery({ ...period, interval: 'week' });
  if (!data) return <Skeleton active />;
  const rows = data.buckets.map((bucket) => ({
    label: formatDate(bucket.start).slice(0, 5),
    start: bucket.start,
    newChats: bucket.newChats,
    minutes: minutesOf(bucket.firstResponseMedianSeconds),
  }));
  const weekList = (start: string) => {
    const end = dayjs.utc(start).add(6, 'day').format('YYYY-MM-DD');
    return chatListPath({ from: start, to: end < period.to ? end : period.to });
  };
  const barShape = linkedBar(
    navigate,
    (index) => weekList(rows[index].start),
    (index) => `${formatDate(rows[index].start)}: ${rows[index].newChats}`,
  );
  const title = t('statistics.weeksTitle');
  const newName = t('statistics.newChats');
  const responseName = t('statistics.weeksResponse');
  return (
    <ChartCard
      id="weeks"
      title={title}
      csvName="gesprekken-8-weken"
      // Right under the overview's title.
      level={2}
      columns={[t('statistics.columnStart'), newName, responseName]}
      rows={rows.map((row) => ({
        cells: [formatDate(row.start), row.newChats, row.minutes],
        to: weekList(row.start),
      }))}
    >
      <div role="group" aria-label={title}>
        <ResponsiveContainer width="100%" height={200}>
          <ComposedChart
            data={rows}
            onClick={(state) => {
              const index = state?.activeIndex === undefined ? -1 : Number(state.activeIndex);
              if (rows[index]) void navigate(weekList(rows[index].start));
            }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis yAxisId="count" allowDecimals={false} tick={{ fontSize: 12 }} width={36} />
            <YAxis yAxisId="minutes" orientation="right" tick={{ fontSize: 12 }} width={36} />
            <Tooltip />
            <Legend />
            <Bar
              yAxisId="count"
              dataKey="newChats"
              name={newName}
              fill="#0d7070"
              cursor="pointer"
              shape={barShape}
            />
            <Line
              yAxisId="minutes"
              dataKey="minutes"
              name={responseName}
              stroke="#a14d00"
              strokeWidth={2}
              connectNulls
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}
