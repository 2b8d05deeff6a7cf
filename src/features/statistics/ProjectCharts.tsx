import { Link } from 'react-router-dom';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { t } from '../../i18n/customers';
import { ChartCard } from '../../shared/statistics/ChartCard';
import type { ProjectStatistics } from '../../shared/statistics/api';
import { formatCount } from '../../shared/statistics/format';
import { formatDate, type Interval } from '../../shared/statistics/period';
import { CURRENT_COLOUR, PREVIOUS_COLOUR, UNIT } from './ChatCharts';

/** The projects' list filtered to a stage: what a stage's bar opens. */
export const projectListPath = (stage?: string) =>
  stage ? `/projects?stage=${stage}` : '/projects';

const stageName = (stage: string) => t(`projects.stage.${stage}` as 'projects.stage.aanvraag');

/**
 * The projects at each stage now, each bar a link to the list of that stage (so the keyboard
 * reaches them as it reaches any link), and the projects started and delivered per bucket.
 */
export function ProjectCharts({
  figures,
  interval,
}: {
  figures: ProjectStatistics;
  interval: Interval;
}) {
  const stagesTitle = t('statistics.chartStages');
  const bucketsTitle = t('statistics.chartProjects', { unit: t(UNIT[interval]) });
  const started = t('statistics.projectsStarted');
  const delivered = t('statistics.projectsDelivered');
  const most = Math.max(1, ...figures.stages.map((stage) => stage.projects));
  const data = figures.buckets.map((bucket) => ({ ...bucket, label: formatDate(bucket.start) }));
  return (
    <div className="bo-statistics__charts">
      <ChartCard
        id="stages"
        title={stagesTitle}
        csvName="projecten-per-fase"
        columns={[t('statistics.columnStage'), t('statistics.columnProjects')]}
        rows={figures.stages.map((stage) => ({
          cells: [stageName(stage.stage), stage.projects],
          to: projectListPath(stage.stage),
        }))}
      >
        <ol className="bo-pages" aria-label={stagesTitle}>
          {figures.stages.map((stage) => (
            <li key={stage.stage}>
              <Link className="bo-pages__item bo-pages__link" to={projectListPath(stage.stage)}>
                <span className="bo-pages__name">{stageName(stage.stage)}</span>
                <span
                  className="bo-pages__bar"
                  style={{
                    width: `${(stage.projects / most) * 100}%`,
                    background: CURRENT_COLOUR,
                  }}
                />
                <span className="bo-pages__count">{formatCount(stage.projects)}</span>
              </Link>
            </li>
          ))}
        </ol>
      </ChartCard>
      <ChartCard
        id="projects"
        title={bucketsTitle}
        csvName="projecten-gestart-opgeleverd"
        columns={[t('statistics.columnStart'), started, delivered]}
        rows={data.map((bucket) => ({ cells: [bucket.label, bucket.started, bucket.delivered] }))}
      >
        <div role="img" aria-label={bucketsTitle} className="bo-chart__area">
          <ResponsiveContainer width="100%" height={260}>
            <BarChart data={data}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} />
              <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
              <Tooltip formatter={(value) => formatCount(Number(value))} />
              <Legend />
              <Bar dataKey="started" name={started} fill={PREVIOUS_COLOUR} />
              <Bar dataKey="delivered" name={delivered} fill={CURRENT_COLOUR} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </ChartCard>
    </div>
  );
}
