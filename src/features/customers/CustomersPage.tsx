import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, Segmented, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { t } from '../../i18n/customers';
import { useGetCustomerPagesInfiniteQuery, type Customer } from '../../entities/customers/api';
import { CustomerFormModal } from '../../entities/customers/CustomerFormModal';
import { addressOf } from '../../entities/customers/format';
import { LoadFailed } from '../../shared/LoadFailed';
import { useAddressFilters } from '../../shared/page-hooks/address-filters';
import { useDebouncedSearch } from '../../shared/page-hooks/debounced-search';
import { useRowLink } from '../../shared/page-hooks/row-link';
import './customers-screens.css';
import { useCan } from '../../store/permissions';

/**
 * /projects/customers (docs/product.md § Klanten): the register of customers by name, searched
 * on the server (names, e-mail, phone, enterprise number, addresses; case and accents do not
 * matter), customers or suppliers only or both, a page at a time; a row opens the customer's page, a button adds one.
 */
export default function CustomersPage() {
  const mayWrite = useCan('customers', 'write');
  const [params, setFilters] = useAddressFilters();
  const navigate = useNavigate();
  const q = params.get('q') ?? '';
  const roleParam = params.get('role');
  const role = roleParam === 'customer' || roleParam === 'supplier' ? roleParam : undefined;
  const { typed, setTyped, searchNow } = useDebouncedSearch(q, (text) => setFilters({ q: text }));
  const rowLink = useRowLink<Customer>(
    (customer) => `/projects/customers/${customer.id}`,
    'bo-customers__row',
  );
  const [creating, setCreating] = useState(0);
  const { data, isError, isFetching, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetCustomerPagesInfiniteQuery({ q: q.trim(), ...(role && { role }) });

  const customers = data?.pages.flatMap((page) => page.customers);

  let body;
  if (customers) {
    body =
      customers.length === 0 && !q && !role ? (
        <Card>
          <Empty description={t('customers.empty')} />
        </Card>
      ) : (
        <>
          <Table<Customer>
            rowKey="id"
            dataSource={customers}
            loading={isFetching && !isFetchingNextPage}
            pagination={false}
            locale={{ emptyText: t('customers.noResults') }}
            onRow={rowLink}
            columns={[
              {
                key: 'name',
                title: t('customers.name'),
                render: (_, customer) => (
                  <span className="bo-customers__name">
                    <Link to={`/projects/customers/${customer.id}`}>{customer.name}</Link>
                    {customer.kind === 'company' && <Tag>{t('customers.kindCompany')}</Tag>}
                    {customer.isSupplier && (
                      <Tag color="blue">
                        {t(
                          customer.subcontractor
                            ? 'customers.subcontractorTag'
                            : 'customers.supplierTag',
                        )}
                      </Tag>
                    )}
                  </span>
                ),
              },
              {
                key: 'contact',
                title: t('customers.contact'),
                render: (_, customer) => (
                  <span className="bo-customers__contact">
                    {customer.email && <a href={`mailto:${customer.email}`}>{customer.email}</a>}
                    {customer.phone && (
                      <a href={`tel:${customer.phone.replace(/\s+/g, '')}`}>{customer.phone}</a>
                    )}
                  </span>
                ),
              },
              {
                key: 'address',
                title: t('customers.address'),
                render: (_, customer) => addressOf(customer),
              },
            ]}
          />
          {hasNextPage && (
            <Button
              className="bo-customers__more"
              loading={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {t('customers.more')}
            </Button>
          )}
        </>
      );
  } else if (isError) {
    body = <LoadFailed title={t('customers.loadFailed')} onRetry={refetch} />;
  } else {
    body = (
      <Card aria-busy="true" aria-label={t('customers.loading')}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }

  return (
    <div className="bo-customers">
      <h2 className="bo-sr-only">{t('customers.title')}</h2>
      <div className="bo-customers__toolbar">
        <Input.Search
          allowClear
          aria-label={t('customers.search')}
          placeholder={t('customers.searchPlaceholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={searchNow}
          className="bo-customers__search"
        />
        <Segmented
          aria-label={t('customers.role')}
          value={role ?? 'all'}
          onChange={(value) => setFilters({ role: value === 'all' ? null : value })}
          options={[
            { value: 'all', label: t('customers.roleAll') },
            { value: 'customer', label: t('customers.roleCustomer') },
            { value: 'supplier', label: t('customers.roleSupplier') },
          ]}
        />
        {mayWrite && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden="true" />}
            onClick={() => setCreating((n) => n + 1)}
          >
            {t('customers.new')}
          </Button>
        )}
      </div>
      {body}
      {creating > 0 && (
        <CustomerFormModal
          key={creating}
          onClose={() => setCreating(0)}
          onSaved={(id) => navigate(`/projects/customers/${id}`)}
        />
      )}
    </div>
  );
}
