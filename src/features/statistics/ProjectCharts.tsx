import { memo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { t } from '../../i18n/projects';
import { ChartCard } from '../../entities/statistics/ChartCard';
import { ChartArea } from '../../entities/statistics/ChartArea';
import type { ProjectStatistics } from '../../entities/statistics/api';
import { formatCount } from '../../entities/statistics/format';
import {
  bucketEnd,
  formatDate,
  type Interval,
  type Period,
} from '../../entities/statistics/period';
import { linkedBar } from '../../entities/statistics/LinkedBar';
import { projectPeriodPath } from '../../entities/statistics/links';
import { CURRENT_COLOUR, PREVIOUS_COLOUR, UNIT } from './ChatCharts';

/** The projects' list filtered to a stage: what a stage's bar opens. */
export const projectListPath = (stage?: string) =>
  stage ? `/projects?stage=${stage}` : '/projects';

/** The bars of each bucket: the projects started (created) and delivered in it. */
const KINDS = [
  { kind: 'started', fill: PREVIOUS_COLOUR },
  { kind: 'delivered', fill: CURRENT_COLOUR },
] as const;

const stageName = (stage: string) => t(`projects.stage.${stage}` as 'projects.stage.aanvraag');

/**
 * The projects at each stage now, each bar a link to the list of that stage (so the keyboard
 * reaches them as it reaches any link), and the projects started and delivered per bucket, each
 * bar a link to the list of the projects it counts.
 */
export const ProjectCharts = memo(function ProjectCharts({
  figures,
  period,
  interval,
}: {
  figures: ProjectStatistics;
  period: Period;
  interval: Interval;
}) {
  const navigate = useNavigate();
  const stagesTitle = t('statistics.chartStages');
  const bucketsTitle = t('statistics.chartProjects', { unit: t(UNIT[interval]) });
  const started = t('statistics.projectsStarted');
  const delivered = t('statistics.projectsDelivered');
  const names = { started, delivered };
  const most = Math.max(1, ...figures.stages.map((stage) => stage.projects));
  const data = figures.buckets.map((bucket) => ({ ...bucket, label: formatDate(bucket.start) }));
  // A week or month bucket may start before the period: its list starts with the period.
  const listOf = (kind: 'started' | 'delivered', index: number) => {
    const { start } = data[index];
    return projectPeriodPath(
      kind,
      start < period.from ? period.from : start,
      bucketEnd(start, interval, period),
    );
  };
  const barOf = (kind: 'started' | 'delivered') =>
    linkedBar(
      navigate,
      (index) => listOf(kind, index),
      (index) => `${data[index].label}, ${names[kind]}: ${formatCount(data[index][kind])}`,
    );
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
        rows={data.map((bucket, index) => ({
          cells: [bucket.label, bucket.started, bucket.delivered],
          cellTo: [undefined, listOf('started', index), listOf('delivered', index)],
        }))}
      >
        <ChartArea label={bucketsTitle} height={260} linked>
          <BarChart data={data}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
            <Tooltip formatter={(value) => formatCount(Number(value))} />
            <Legend />
            {KINDS.map(({ kind, fill }) => (
              <Bar
                isAnimationActive={false}
                key={kind}
                dataKey={kind}
                name={names[kind]}
                fill={fill}
                cursor="pointer"
                shape={barOf(kind)}
              />
            ))}
          </BarChart>
        </ChartArea>
      </ChartCard>
    </div>
  );
});
