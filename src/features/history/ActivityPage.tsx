import { Alert, Button, Card, Empty, Select, Skeleton, Table, type TableColumnsType } from 'antd';
import { useCallback, useMemo } from 'react';
import { t } from '../../i18n/trash';
import { formatTimestamp } from '../../shared/dates';
import { LoadFailed } from '../../shared/LoadFailed';
import { PageTitle } from '../../shared/PageTitle';
import { errorText } from '../../store/errors';
import {
  useGetActivityPagesInfiniteQuery,
  useGetUsersQuery,
  type ActivityEntry,
  type ActivityFilter,
  type ActivityKind,
  type StaffMember,
} from './api';
import { ACTIVITY_KINDS, activityKindLabel, isActivityKind, targetText } from './activity-text';
import './history.css';
import { useAddressFilters } from '../../shared/page-hooks/address-filters';
import { parseId } from '../../shared/page-hooks/id-param';

/**
 * The list's filter, kept in the address (`?person=3&kind=delete`) so a reload or a shared link
 * shows the same selection. A value the screen does not know counts as no filter.
 */
function useActivityFilter(): [ActivityFilter, (next: ActivityFilter) => void] {
  const [params, setFilters] = useAddressFilters();
  const kindParam = params.get('kind');
  const person = parseId(params.get('person')) ?? undefined;
  const kind = isActivityKind(kindParam) ? kindParam : undefined;
  const filter = useMemo(() => ({ person, kind }), [person, kind]);
  const set = useCallback(
    (next: ActivityFilter) => setFilters({ person: next.person, kind: next.kind }),
    [setFilters],
  );
  return [filter, set];
}

const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });
const fullName = ({ firstName, lastName }: StaffMember) => `${firstName} ${lastName}`.trim();

/** The person filter's choices: everyone with an account, by name; former colleagues marked. */
function personOptions(people: readonly StaffMember[]) {
  return [...people]
    .sort((a, b) => collator.compare(fullName(a), fullName(b)))
    .map((person) => ({
      value: person.id,
      label: person.active
        ? fullName(person)
        : t('activity.personInactive', { name: fullName(person) }),
    }));
}

const KIND_OPTIONS = ACTIVITY_KINDS.map((kind) => ({
  value: kind,
  label: activityKindLabel(kind),
}));

function Filters({
  filter,
  onChange,
}: {
  filter: ActivityFilter;
  onChange: (next: ActivityFilter) => void;
}) {
  const { data: people, isLoading, isError } = useGetUsersQuery();
  const options = useMemo(() => personOptions(people ?? []), [people]);
  return (
    <div className="bo-activity__filters">
      <div className="bo-activity__filter">
        <label htmlFor="bo-activity-person">{t('activity.person')}</label>
        <Select<number>
          id="bo-activity-person"
          className="bo-activity__select"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('activity.personAll')}
          loading={isLoading}
          options={options}
          // A person from the address shows as a name once the list is there.
          value={people ? filter.person : undefined}
          onChange={(person) => onChange({ ...filter, person: person ?? undefined })}
          notFoundContent={isError ? t('activity.loadFailed') : undefined}
        />
      </div>
      <div className="bo-activity__filter">
        <label htmlFor="bo-activity-kind">{t('activity.kind')}</label>
        <Select<ActivityKind>
          id="bo-activity-kind"
          className="bo-activity__select"
          allowClear
          placeholder={t('activity.kindAll')}
          options={KIND_OPTIONS}
          // Eleven kinds: all in view at once, none left out of the page.
          virtual={false}
          listHeight={400}
          value={filter.kind}
          onChange={(kind) => onChange({ ...filter, kind: kind ?? undefined })}
        />
      </div>
    </div>
  );
}

const columns: TableColumnsType<ActivityEntry> = [
  {
    key: 'at',
    title: t('activity.columnAt'),
    width: 190,
    render: (_, entry) => <span className="bo-history__time">{formatTimestamp(entry.at)}</span>,
  },
  {
    key: 'person',
    title: t('activity.columnPerson'),
    width: 220,
    render: (_, entry) =>
      entry.person ? (
        entry.person.name
      ) : (
        <span className="bo-activity__unknown">{t('activity.unknownPerson')}</span>
      ),
  },
  {
    key: 'kind',
    title: t('activity.columnKind'),
    width: 220,
    render: (_, entry) => activityKindLabel(entry.kind),
  },
  {
    key: 'target',
    title: t('activity.columnTarget'),
    render: (_, entry) => <span className="bo-activity__target">{targetText(entry.target)}</span>,
  },
];

/** The end of the list: the next page on request, or that nothing older exists. */
function More({
  hasMore,
  loading,
  failed,
  onMore,
}: {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}) {
  return (
    <div className="bo-activity__more">
      {failed && <Alert type="error" showIcon title={t('activity.moreFailed')} />}
      {hasMore ? (
        <Button onClick={onMore} loading={loading} disabled={loading}>
          {loading ? t('activity.loadingMore') : t('activity.loadMore')}
        </Button>
      ) : (
        <span className="bo-history__hint">{t('activity.shownAll')}</span>
      )}
    </div>
  );
}

/**
 * /activity (docs/product.md § Activity): who did what in the back office, newest first, a page
 * of 50 at a time ('Meer laden' asks for the next by the server's cursor), filtered by person
 * and kind on the server. Read anew on every visit.
 */
export default function ActivityPage() {
  const [filter, setFilter] = useActivityFilter();
  const pages = useGetActivityPagesInfiniteQuery(filter, { refetchOnMountOrArgChange: true });
  const entries = useMemo(
    () => pages.currentData?.pages.flatMap((page) => page.entries),
    [pages.currentData],
  );
  const filtered = filter.person !== undefined || filter.kind !== undefined;

  let body;
  if (entries) {
    body =
      entries.length === 0 ? (
        <Card>
          <Empty description={t(filtered ? 'activity.emptyFiltered' : 'activity.empty')} />
        </Card>
      ) : (
        <>
          <Table<ActivityEntry>
            className="bo-activity__table"
            size="middle"
            aria-label={t('activity.list')}
            rowKey="id"
            columns={columns}
            dataSource={entries}
            pagination={false}
          />
          <More
            hasMore={pages.hasNextPage}
            loading={pages.isFetchingNextPage}
            failed={pages.isFetchNextPageError}
            onMore={() => void pages.fetchNextPage()}
          />
        </>
      );
  } else if (pages.isError) {
    body = (
      <LoadFailed
        title={t('activity.loadFailed')}
        reason={errorText(pages.error)}
        error={pages.error}
        onRetry={() => void pages.refetch()}
      />
    );
  } else {
    body = (
      <Card role="status" aria-busy="true" aria-label={t('activity.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }

  return (
    <section className="bo-page bo-activity">
      <PageTitle>{t('activity.title')}</PageTitle>
      <p className="bo-history__hint bo-activity__intro">{t('activity.intro')}</p>
      <Filters filter={filter} onChange={setFilter} />
      {body}
    </section>
  );
}
