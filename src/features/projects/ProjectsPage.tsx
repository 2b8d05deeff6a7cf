import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, Segmented, Select, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { t } from '../../i18n/projects';
import { CustomerPicker } from '../../entities/customers/CustomerPicker';
import { LoadFailed } from '../../shared/LoadFailed';
import { useAddressFilters } from '../../shared/page-hooks/address-filters';
import { useDebouncedSearch } from '../../shared/page-hooks/debounced-search';
import { parseId } from '../../shared/page-hooks/id-param';
import { useRowLink } from '../../shared/page-hooks/row-link';
import {
  projectsApi,
  useGetProjectPagesInfiniteQuery,
  type ProjectFilter,
  type ProjectStage,
  type ProjectSummary,
} from './api';
import { boardRead, ProjectBoard } from './board/ProjectBoard';
import { ProjectFormModal } from './ProjectFormModal';
import { customerOf, planningOf, stageLabel, STAGES } from './stages';
import './projects.css';
import { useCan } from '../../store/permissions';

/**
 * /projects (docs/product.md § Projecten): the projects as a list (newest first, searched and
 * filtered on the server, a page at a time) or as a board with a column per stage (?view=board).
 * The search, filters and view live in the address.
 */
export default function ProjectsPage() {
  const mayWrite = useCan('projects', 'write');
  const [params, setFilters] = useAddressFilters();
  const navigate = useNavigate();
  const q = params.get('q') ?? '';
  const stage = (params.get('stage') ?? undefined) as ProjectStage | undefined;
  const customer = parseId(params.get('customer')) ?? undefined;
  const board = params.get('view') === 'board';
  const filter = { q: q.trim() || undefined, customer };
  const prefetchBoard = projectsApi.usePrefetch('getProjectBoard');
  const started = periodOf(params, 'started');
  const delivered = periodOf(params, 'delivered');
  const { typed, setTyped, searchNow } = useDebouncedSearch(q, (text) => setFilters({ q: text }));
  const [creating, setCreating] = useState(0);

  const periodTag = (kind: PeriodKind, period: Period | undefined) =>
    period && (
      <Tag
        closable
        className="bo-projects__period"
        closeIcon={<span aria-label={t('projects.periodClear')}>×</span>}
        onClose={() => setFilters({ [`${kind}From`]: undefined, [`${kind}To`]: undefined })}
      >
        {periodLabel(kind, period)}
      </Tag>
    );

  return (
    <div className="bo-projects">
      <h2 className="bo-sr-only">{t('projects.title')}</h2>
      <div className="bo-projects__toolbar">
        <Input.Search
          allowClear
          aria-label={t('projects.search')}
          placeholder={t('projects.searchPlaceholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={searchNow}
          className="bo-projects__search"
        />
        {!board && (
          <Select<ProjectStage | ''>
            aria-label={t('projects.stageFilter')}
            // 'Alle fasen' is a choice, not a placeholder: antd's placeholder grey fails contrast.
            value={stage ?? ''}
            onChange={(value) => setFilters({ stage: value })}
            options={[
              { value: '', label: t('projects.allStages') },
              ...STAGES.map((value) => ({ value, label: stageLabel(value) })),
            ]}
            className="bo-projects__filter"
          />
        )}
        <span className="bo-projects__filter">
          <label className="bo-sr-only" htmlFor="projects-customer">
            {t('projects.customerFilter')}
          </label>
          <CustomerPicker
            id="projects-customer"
            placeholder={t('projects.allCustomers')}
            value={customer}
            onChange={(id) => setFilters({ customer: id })}
          />
        </span>
        {!board && periodTag('started', started)}
        {!board && periodTag('delivered', delivered)}
        <Segmented
          aria-label={t('projects.view')}
          value={board ? 'board' : 'list'}
          onChange={(value) => {
            // The board's read leaves now, while the list makes way for the board.
            if (value === 'board') prefetchBoard(boardRead(filter));
            setFilters({ view: value === 'board' && 'board' });
          }}
          options={[
            { value: 'list', label: t('projects.viewList') },
            { value: 'board', label: t('projects.viewBoard') },
          ]}
        />
        {mayWrite && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden="true" />}
            onClick={() => setCreating((n) => n + 1)}
          >
            {t('projects.new')}
          </Button>
        )}
      </div>
      {board ? (
        <ProjectBoard filter={filter} />
      ) : (
        <ProjectList
          filter={{
            ...filter,
            stage,
            startedFrom: started?.from,
            startedTo: started?.to,
            deliveredFrom: delivered?.from,
            deliveredTo: delivered?.to,
          }}
        />
      )}
      {creating > 0 && (
        <ProjectFormModal
          key={creating}
          onClose={() => setCreating(0)}
          onSaved={(id) => navigate(`/projects/${id}`)}
        />
      )}
    </div>
  );
}

type PeriodKind = 'started' | 'delivered';
interface Period {
  from: string;
  to: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The projects started (created) or delivered in a period of Brussels dates, from the address
 * (`?startedFrom=…&startedTo=…`, `?deliveredFrom=…&deliveredTo=…`): the list behind a bar of
 * the statistics. Undefined unless both are dates.
 */
function periodOf(params: URLSearchParams, kind: PeriodKind): Period | undefined {
  const from = params.get(`${kind}From`) ?? '';
  const to = params.get(`${kind}To`) ?? '';
  return DATE.test(from) && DATE.test(to) ? { from, to } : undefined;
}

const dateLabel = (date: string) => date.split('-').reverse().join('/');

/** 'Opgeleverd 01/03/2027 – 31/03/2027' */
function periodLabel(kind: PeriodKind, { from, to }: Period) {
  const when = from === to ? dateLabel(from) : `${dateLabel(from)} – ${dateLabel(to)}`;
  return t(kind === 'started' ? 'projects.startedIn' : 'projects.deliveredIn', { when });
}

function ProjectList({ filter }: { filter: ProjectFilter }) {
  const rowLink = useRowLink<ProjectSummary>(
    (project) => `/projects/${project.id}`,
    'bo-projects__row',
  );
  const { data, isError, isFetching, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetProjectPagesInfiniteQuery(filter);
  const projects = data?.pages.flatMap((page) => page.projects);
  const filtered = Boolean(
    filter.q || filter.stage || filter.customer || filter.startedFrom || filter.deliveredFrom,
  );

  if (!projects) {
    return isError ? (
      <LoadFailed title={t('projects.loadFailed')} onRetry={refetch} />
    ) : (
      <Card aria-busy="true" aria-label={t('projects.loading')}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  if (!projects.length && !filtered)
    return (
      <Card>
        <Empty description={t('projects.empty')} />
      </Card>
    );
  return (
    <>
      <Table<ProjectSummary>
        rowKey="id"
        dataSource={projects}
        loading={isFetching && !isFetchingNextPage}
        pagination={false}
        locale={{ emptyText: t('projects.noResults') }}
        onRow={rowLink}
        columns={[
          {
            key: 'name',
            title: t('projects.name'),
            render: (_, project) => (
              <span className="bo-projects__name">
                <Link to={`/projects/${project.id}`}>{project.name}</Link>
                <span className="bo-projects__address">{project.siteAddress}</span>
              </span>
            ),
          },
          {
            key: 'customer',
            title: t('projects.customer'),
            render: (_, project) => customerOf(project),
          },
          {
            key: 'stage',
            title: t('projects.stage'),
            render: (_, project) => <Tag>{stageLabel(project.stage)}</Tag>,
          },
          {
            key: 'planning',
            title: t('projects.planning'),
            render: (_, project) => planningOf(project),
          },
        ]}
      />
      {hasNextPage && (
        <Button
          className="bo-projects__more"
          loading={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {t('projects.more')}
        </Button>
      )}
    </>
  );
}
