import { CalendarOutlined, MessageOutlined, ProjectOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { t as projectsT } from '../../i18n/projects';
import { t } from '../../i18n/overview';
import {
  formatBrusselsDay,
  formatBrusselsTime,
  todayInBrussels,
  inBrussels,
} from '../../shared/brussels';
import { useGetOwnWorkQuery, type OwnWork as Work } from './api';

/** One list of one's own work: a title, its rows, or what to say when there are none. */
function OwnList({
  name,
  icon,
  title,
  empty,
  children,
}: {
  name: string;
  icon: ReactNode;
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <section className="bo-overview__own-list" aria-label={title} data-own={name}>
      <h2 className="bo-overview__own-title">
        <span aria-hidden="true">{icon}</span> {title}
      </h2>
      {children.length ? <ul>{children}</ul> : <p className="bo-overview__detail">{empty}</p>}
    </section>
  );
}

const dateOf = (instant: string) => inBrussels(instant).format('YYYY-MM-DD');

function Appointments({ work }: { work: Work }) {
  const row = (item: Work['appointments'][number]) => (
    <li key={item.id}>
      <Link to={`/agenda?date=${dateOf(item.start)}&appointment=${item.id}`}>
        <span className="bo-overview__own-when">
          {dateOf(item.start) === todayInBrussels()
            ? t('overview.own.today')
            : formatBrusselsDay(item.start)}{' '}
          {formatBrusselsTime(item.start)}–{formatBrusselsTime(item.end)}
        </span>{' '}
        {item.title}
      </Link>
    </li>
  );
  return (
    <OwnList
      name="appointments"
      icon={<CalendarOutlined />}
      title={t('overview.own.appointments')}
      empty={t('overview.own.appointmentsNone')}
    >
      {work.appointments.filter((item) => item.status !== 'geannuleerd').map(row)}
    </OwnList>
  );
}

/**
 * The overview's part of one's own work (docs/product.md § Overview): the appointments of the
 * rest of the week, the projects whose team one is on and the conversations assigned to one;
 * each list only where the role reads it.
 */
export function OwnWork({ agenda, projects }: { agenda: boolean; projects: boolean }) {
  const { data } = useGetOwnWorkQuery(undefined, {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
  });
  if (!data) return null;
  const employee = data.employeeId !== null;
  if (!employee && !data.chats.length) return null;
  return (
    <div className="bo-overview__own">
      {employee && agenda && <Appointments work={data} />}
      {employee && projects && (
        <OwnList
          name="projects"
          icon={<ProjectOutlined />}
          title={t('overview.own.projects')}
          empty={t('overview.own.projectsNone')}
        >
          {data.projects.map((project) => (
            <li key={project.id}>
              <Link to={`/projects/${project.id}`}>{project.name}</Link>{' '}
              <span className="bo-overview__detail">
                {projectsT(`projects.stage.${project.stage}`)}
              </span>
            </li>
          ))}
        </OwnList>
      )}
      {data.chats.length > 0 && (
        <OwnList name="chats" icon={<MessageOutlined />} title={t('overview.own.chats')} empty="">
          {data.chats.map((chat) => (
            <li key={chat.id}>
              <Link to={`/chats/${chat.id}`}>{chat.subject}</Link>{' '}
              <span className="bo-overview__detail">
                {chat.author.firstName} {chat.author.lastName}
              </span>
            </li>
          ))}
        </OwnList>
      )}
    </div>
  );
}
