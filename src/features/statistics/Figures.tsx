import { Link } from 'react-router-dom';
import { t } from '../../i18n/statistics';
import type {
  AgendaStatistics,
  ChatStatistics,
  ContentStatistics,
  ProjectStatistics,
} from '../../entities/statistics/api';
import { formatCount, formatDuration, formatShare } from '../../entities/statistics/format';
import type { Period } from '../../entities/statistics/period';
import { chatListPath, projectPeriodPath } from '../../entities/statistics/links';

interface Figure {
  key: string;
  label: string;
  value: string;
  previous?: string;
  detail?: string;
  to: string;
}

/** A row of figures, each a link to the list behind it. */
function FigureList({ label, figures }: { label: string; figures: Figure[] }) {
  return (
    <ul className="bo-figures" aria-label={label}>
      {figures.map((figure) => (
        <li key={figure.key}>
          <Link to={figure.to} className="bo-figures__item">
            <span className="bo-figures__label">{figure.label}</span>
            <span className="bo-figures__value">{figure.value}</span>
            {figure.detail && <span className="bo-figures__detail">{figure.detail}</span>}
            {figure.previous !== undefined && (
              <span className="bo-figures__previous">
                {t('statistics.previous', { value: figure.previous })}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The period's chat figures, each beside the previous period's. */
export function ChatFigures({
  current,
  previous,
  period,
}: {
  current: ChatStatistics;
  previous?: ChatStatistics;
  period: Period;
}) {
  const now = current.totals;
  const before = previous?.totals;
  const list = chatListPath(period);
  const opening = (seconds: number | null) =>
    current.openingHoursSet
      ? t('statistics.firstResponseOpening', { value: formatDuration(seconds) })
      : t('statistics.noOpeningHours');
  const figures: Figure[] = [
    {
      key: 'new',
      label: t('statistics.newChats'),
      value: formatCount(now.newChats),
      previous: before && formatCount(before.newChats),
      to: list,
    },
    {
      key: 'answered',
      label: t('statistics.answered'),
      value: formatCount(now.answered),
      previous: before && formatCount(before.answered),
      to: list,
    },
    {
      key: 'median',
      label: t('statistics.firstResponseMedian'),
      value: formatDuration(now.firstResponseMedianSeconds),
      detail: opening(now.firstResponseMedianOpeningSeconds),
      previous: before && formatDuration(before.firstResponseMedianSeconds),
      to: list,
    },
    {
      key: 'p90',
      label: t('statistics.firstResponseP90'),
      value: formatDuration(now.firstResponseP90Seconds),
      detail: opening(now.firstResponseP90OpeningSeconds),
      previous: before && formatDuration(before.firstResponseP90Seconds),
      to: list,
    },
    {
      key: 'hour',
      label: t('statistics.withinHour'),
      value: formatShare(now.answeredWithinHourShare),
      previous: before && formatShare(before.answeredWithinHourShare),
      to: list,
    },
    {
      key: 'workingDay',
      label: t('statistics.withinWorkingDay'),
      value: formatShare(now.answeredWithinWorkingDayShare),
      detail: current.openingHoursSet ? undefined : t('statistics.noOpeningHours'),
      previous: before && formatShare(before.answeredWithinWorkingDayShare),
      to: list,
    },
    {
      key: 'close',
      label: t('statistics.timeToClose'),
      value: formatDuration(now.timeToCloseMedianSeconds),
      previous: before && formatDuration(before.timeToCloseMedianSeconds),
      to: `${list.replace('status=all', 'status=closed')}`,
    },
  ];
  return <FigureList label={t('statistics.chats')} figures={figures} />;
}

/** What the website's content still lacks, each linking to the screen filtered to it. */
export function ContentFigures({ figures }: { figures: ContentStatistics }) {
  return (
    <FigureList
      label={t('statistics.content')}
      figures={[
        {
          key: 'missing',
          label: t('statistics.missingTranslations'),
          value: formatCount(figures.missingTranslations),
          to: '/cms/language?missing=1',
        },
        {
          key: 'stale',
          label: t('statistics.staleTranslations'),
          value: formatCount(figures.staleTranslations),
          to: '/cms/language?filter=stale',
        },
        {
          key: 'alt',
          label: t('statistics.imagesWithoutDescription'),
          value: formatCount(figures.imagesWithoutDescription),
          to: '/cms/images?alt=missing',
        },
        {
          key: 'services',
          label: t('statistics.disabledServices'),
          value: formatCount(figures.disabledServices),
          to: '/cms/services',
        },
      ]}
    />
  );
}

/** The period's appointments and cancellations beside the previous period's. */
export function AgendaFigures({
  current,
  previous,
  from,
}: {
  current: AgendaStatistics;
  previous?: AgendaStatistics;
  from: string;
}) {
  const agenda = `/agenda?view=week&date=${from}`;
  return (
    <FigureList
      label={t('statistics.agenda')}
      figures={[
        {
          key: 'appointments',
          label: t('statistics.appointments'),
          value: formatCount(current.totals.appointments),
          previous: previous && formatCount(previous.totals.appointments),
          to: agenda,
        },
        {
          key: 'cancelled',
          label: t('statistics.cancelled'),
          value: formatCount(current.totals.cancelled),
          detail: t('statistics.cancelledByCustomer', {
            count: formatCount(current.totals.cancelledByCustomer),
          }),
          previous: previous && formatCount(previous.totals.cancelled),
          to: agenda,
        },
      ]}
    />
  );
}

/** The period's projects started and delivered, and the days to delivery, beside the previous period's. */
export function ProjectFigures({
  current,
  previous,
  period,
}: {
  current: ProjectStatistics;
  previous?: ProjectStatistics;
  period: Period;
}) {
  const days = (value: number | null) =>
    value === null ? '—' : t('statistics.days', { value: decimal.format(value) });
  return (
    <FigureList
      label={t('statistics.projects')}
      figures={[
        {
          key: 'started',
          label: t('statistics.projectsStarted'),
          value: formatCount(current.totals.started),
          previous: previous && formatCount(previous.totals.started),
          to: projectPeriodPath('started', period.from, period.to),
        },
        {
          key: 'delivered',
          label: t('statistics.projectsDelivered'),
          value: formatCount(current.totals.delivered),
          previous: previous && formatCount(previous.totals.delivered),
          to: projectPeriodPath('delivered', period.from, period.to),
        },
        {
          key: 'days',
          label: t('statistics.deliveryDays'),
          value: days(current.totals.deliveryDaysAverage),
          previous: previous && days(previous.totals.deliveryDaysAverage),
          to: projectPeriodPath('delivered', period.from, period.to),
        },
      ]}
    />
  );
}

const decimal = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 1 });
