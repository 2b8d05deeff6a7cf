import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, Segmented, Skeleton, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { t } from '../../i18n/employees';
import {
  useGetEmployeeAccountsQuery,
  useGetEmployeesQuery,
  type Employee,
} from '../../entities/appointments/api';
import { LoadFailed } from '../../shared/LoadFailed';
import { formatCents } from '../../shared/money';
import { PageTitle } from '../../shared/PageTitle';
import { useAddressFilters } from '../../shared/page-hooks/address-filters';
import { useRowLink } from '../../shared/page-hooks/row-link';
import { EmployeeFormModal } from './EmployeeFormModal';
import './employees.css';

type Shown = 'active' | 'inactive' | 'all';

/** Folded for search: lower case, accents off. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const matches = (employee: Employee, words: string[]) => {
  const haystack = fold(
    [employee.firstName, employee.lastName, employee.jobTitle, employee.email, employee.phone].join(
      ' ',
    ),
  );
  return words.every((word) => haystack.includes(word));
};

/**
 * /employees (docs/product.md § Werknemers): the company's people in a table, searched by name,
 * job title, e-mail or phone and filtered on active; a row opens the employee's page, a button
 * adds one.
 */
export default function EmployeesPage() {
  const [params, setFilters] = useAddressFilters();
  const navigate = useNavigate();
  const q = params.get('q') ?? '';
  const shown: Shown = (['active', 'inactive', 'all'] as const).includes(
    params.get('show') as Shown,
  )
    ? (params.get('show') as Shown)
    : 'active';
  const { data: employees, isError, refetch } = useGetEmployeesQuery();
  const { data: accounts } = useGetEmployeeAccountsQuery();
  const [creating, setCreating] = useState(0);

  const rowLink = useRowLink<Employee>(
    (employee) => `/employees/${employee.id}`,
    'bo-employees__row',
  );

  const rows = useMemo(() => {
    const words = fold(q).split(/\s+/).filter(Boolean);
    return (employees ?? []).filter(
      (employee) =>
        (shown === 'all' || employee.active === (shown === 'active')) && matches(employee, words),
    );
  }, [employees, q, shown]);

  const accountOf = (employee: Employee) =>
    accounts?.find((account) => account.id === employee.userId)?.email ?? '';

  let body;
  if (employees) {
    body =
      employees.length === 0 ? (
        <Card>
          <Empty description={t('employees.empty')} />
        </Card>
      ) : (
        <Table<Employee>
          rowKey="id"
          dataSource={rows}
          pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          locale={{ emptyText: t('employees.noResults') }}
          onRow={rowLink}
          columns={[
            {
              key: 'name',
              title: t('employees.name'),
              sorter: (a, b) =>
                `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`),
              render: (_, employee) => (
                <Link to={`/employees/${employee.id}`} className="bo-employees__name">
                  <span
                    className="bo-employees__swatch"
                    style={{ background: employee.colour }}
                    aria-hidden="true"
                  />
                  {employee.firstName} {employee.lastName}
                </Link>
              ),
            },
            { key: 'jobTitle', title: t('employees.jobTitle'), dataIndex: 'jobTitle' },
            // The hourly cost comes only to the roles that change employees.
            ...(rows.some((employee) => employee.hourlyCost !== undefined)
              ? [
                  {
                    key: 'hourlyCost',
                    title: t('employees.hourlyCost'),
                    render: (_: unknown, employee: Employee) =>
                      typeof employee.hourlyCost === 'number'
                        ? formatCents(employee.hourlyCost)
                        : null,
                  },
                ]
              : []),
            {
              key: 'email',
              title: t('employees.email'),
              render: (_, employee) =>
                employee.email ? <a href={`mailto:${employee.email}`}>{employee.email}</a> : null,
            },
            {
              key: 'phone',
              title: t('employees.phone'),
              render: (_, employee) =>
                employee.phone ? (
                  <a
                    href={`tel:${employee.phone.replace(/\s+/g, '')}`}
                    className="bo-employees__phone"
                  >
                    {employee.phone}
                  </a>
                ) : null,
            },
            {
              key: 'account',
              title: t('employees.account'),
              render: (_, employee) => accountOf(employee),
            },
            {
              key: 'active',
              title: t('employees.active'),
              render: (_, employee) =>
                employee.active ? (
                  <Tag color="#2e7d32">{t('employees.active')}</Tag>
                ) : (
                  <Tag>{t('employees.inactive')}</Tag>
                ),
            },
          ]}
        />
      );
  } else if (isError) {
    body = <LoadFailed title={t('employees.loadFailed')} onRetry={refetch} />;
  } else {
    body = (
      <Card aria-busy="true" aria-label={t('employees.loading')}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }

  const active = employees?.filter((employee) => employee.active).length ?? 0;
  return (
    <section className="bo-page bo-employees">
      <PageTitle>{t('employees.title')}</PageTitle>
      <div className="bo-employees__toolbar">
        <Input.Search
          allowClear
          aria-label={t('employees.search')}
          placeholder={t('employees.searchPlaceholder')}
          defaultValue={q}
          onChange={(event) => setFilters({ q: event.target.value })}
          className="bo-employees__search"
        />
        <Segmented<Shown>
          aria-label={t('employees.filter')}
          value={shown}
          onChange={(value) => setFilters({ show: value !== 'active' && value })}
          options={[
            { value: 'active', label: t('employees.filterActive') },
            { value: 'inactive', label: t('employees.filterInactive') },
            { value: 'all', label: t('employees.filterAll') },
          ]}
        />
        <span className="bo-employees__summary">
          {employees?.length ? t('employees.summary', { count: employees.length, active }) : null}
        </span>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden="true" />}
          onClick={() => setCreating((n) => n + 1)}
        >
          {t('employees.new')}
        </Button>
      </div>
      {body}
      {creating > 0 && (
        <EmployeeFormModal
          key={creating}
          onClose={() => setCreating(0)}
          onSaved={(id) => navigate(`/employees/${id}`)}
        />
      )}
    </section>
  );
}
