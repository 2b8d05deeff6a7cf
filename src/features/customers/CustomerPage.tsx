import { ArrowLeftOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { App, Card, Descriptions, Result, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { t } from '../../i18n/customers';
import { formatBrussels } from '../../shared/brussels';
import {
  useGetCustomerQuery,
  useRemoveCustomerMutation,
  type CustomerLink,
} from '../../entities/customers/api';
import { CustomerFormModal } from '../../entities/customers/CustomerFormModal';
import { formatEnterpriseNumber } from '../../entities/customers/format';
import { DocumentsSection } from '../../entities/documents/DocumentsSection';
import { HistoryDrawer } from '../../entities/history/HistoryDrawer';
import { RecordActions } from '../../entities/history/RecordActions';
import { LoadFailed } from '../../shared/LoadFailed';
import './customers-screens.css';
import { useCan } from '../../store/permissions';
import { isNotFound, useIdParam } from '../../shared/page-hooks/id-param';

/** One list of what is linked to the customer: each item a link, its date in Brussels time. */
function Links({
  title,
  none,
  items,
  to,
}: {
  title: string;
  none: string;
  items: CustomerLink[];
  to: (id: number) => string;
}) {
  return (
    <Card title={<h3 className="bo-customer__section-title">{title}</h3>} size="small">
      {items.length ? (
        <ul className="bo-customer__links">
          {items.map((item) => (
            <li key={item.id}>
              <Link to={to(item.id)}>{item.title}</Link>
              {item.at && <span className="bo-customer__when">{formatBrussels(item.at)}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="bo-customer__none">{none}</p>
      )}
    </Card>
  );
}

/**
 * /projects/customers/:id (docs/product.md § Klanten): a customer's details and what is linked
 * to them: their conversations, appointments and projects.
 */
export default function CustomerPage() {
  const mayWrite = useCan('customers', 'write');
  const mayReadHistory = useCan('history');
  const mayReadFiles = useCan('files');
  const id = useIdParam();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const { data: customer, error, isError, refetch } = useGetCustomerQuery(id ? { id } : skipToken);
  const [remove] = useRemoveCustomerMutation();
  const [editing, setEditing] = useState(0);
  const [history, setHistory] = useState(false);

  if (isNotFound(id, { isError, error })) {
    return (
      <Result
        status="404"
        title={t('customer.notFound')}
        extra={<Link to="/projects/customers">{t('customer.back')}</Link>}
      />
    );
  }
  if (!customer) {
    return isError ? (
      <LoadFailed title={t('customer.loadFailed')} error={error} onRetry={refetch} />
    ) : (
      <Card aria-busy="true" aria-label={t('customer.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }

  const removeCustomer = async () => {
    const confirmed = await modal.confirm({
      title: t('customer.removeConfirm', { name: customer.name }),
      content: t('customer.removeHint'),
      okText: t('customer.remove'),
      cancelText: t('customer.cancel'),
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
    });
    if (!confirmed) return;
    await remove({ id: customer.id }).unwrap();
    message.success(t('customer.removed'));
    navigate('/projects/customers');
  };

  const given = (value: string) => value || t('customer.notGiven');
  const company = customer.kind === 'company';
  const contactName = `${customer.firstName} ${customer.lastName}`.trim();
  return (
    <div className="bo-customer">
      <Link to="/projects/customers" className="bo-customer__back">
        <ArrowLeftOutlined aria-hidden="true" /> {t('customer.back')}
      </Link>
      <header className="bo-customer__header">
        <h2 className="bo-customer__name">{customer.name}</h2>
        <Tag>{t(company ? 'customers.kindCompany' : 'customers.kindPerson')}</Tag>
        {customer.isSupplier && (
          <Tag color="blue">
            {t(customer.subcontractor ? 'customers.subcontractorTag' : 'customers.supplierTag')}
          </Tag>
        )}
        <span className="bo-customer__actions">
          <RecordActions
            mayWrite={mayWrite}
            mayReadHistory={mayReadHistory}
            labels={{
              edit: t('customer.edit'),
              history: t('history.title'),
              remove: t('customer.remove'),
            }}
            onEdit={() => setEditing((n) => n + 1)}
            onHistory={() => setHistory(true)}
            onRemove={removeCustomer}
          />
        </span>
      </header>
      <div className="bo-customer__grid">
        <Card title={<h3 className="bo-customer__section-title">{t('customer.details')}</h3>}>
          <Descriptions column={1} size="small" layout="vertical">
            {company && (
              <Descriptions.Item label={t('customer.contactPerson')}>
                {given(contactName)}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('customer.email')}>
              {customer.email ? (
                <a href={`mailto:${customer.email}`}>{customer.email}</a>
              ) : (
                t('customer.notGiven')
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('customer.phone')}>
              {customer.phone ? (
                <a href={`tel:${customer.phone.replace(/\s+/g, '')}`}>{customer.phone}</a>
              ) : (
                t('customer.notGiven')
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('customer.invoiceAddress')}>
              {given(customer.invoiceAddress)}
            </Descriptions.Item>
            <Descriptions.Item label={t('customer.siteAddresses')}>
              {customer.siteAddresses.length ? (
                <ul className="bo-customer__sites">
                  {customer.siteAddresses.map((address) => (
                    <li key={address}>{address}</li>
                  ))}
                </ul>
              ) : (
                t('customer.notGiven')
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('customer.language')}>
              {t(`customer.language.${customer.language}`)}
            </Descriptions.Item>
            {company && (
              <Descriptions.Item label={t('customer.enterpriseNumber')}>
                {customer.enterpriseNumber
                  ? `BE ${formatEnterpriseNumber(customer.enterpriseNumber)}`
                  : t('customer.notGiven')}
              </Descriptions.Item>
            )}
            {company && (
              <Descriptions.Item label={t('customer.vatLiable')}>
                {t(customer.vatLiable ? 'customer.yes' : 'customer.no')}
              </Descriptions.Item>
            )}
            {(company || customer.vatNumber) && (
              <Descriptions.Item label={t('customer.vatNumber')}>
                {customer.vatNumber
                  ? `BE ${formatEnterpriseNumber(customer.vatNumber.slice(2))}`
                  : t('customer.notGiven')}
              </Descriptions.Item>
            )}
            {(company || customer.peppolId) && (
              <Descriptions.Item label={t('customer.peppolId')}>
                {given(customer.peppolId)}
              </Descriptions.Item>
            )}
            {customer.isSupplier && (
              <Descriptions.Item label={t('customer.iban')}>
                {customer.iban
                  ? `${customer.iban.replace(/(.{4})(?=.)/g, '$1 ')}${customer.bic ? ` (${customer.bic})` : ''}`
                  : t('customer.notGiven')}
              </Descriptions.Item>
            )}
            {customer.isSupplier && (
              <Descriptions.Item label={t('customer.paymentTermDays')}>
                {customer.paymentTermDays ?? t('customer.notGiven')}
              </Descriptions.Item>
            )}
            {customer.notes && (
              <Descriptions.Item label={t('customer.notes')}>
                <span className="bo-customer__notes">{customer.notes}</span>
              </Descriptions.Item>
            )}
          </Descriptions>
        </Card>
        <div className="bo-customer__linked">
          <Links
            title={t('customer.chats')}
            none={t('customer.chatsNone')}
            items={customer.chats}
            to={(chatId) => `/chats/${chatId}`}
          />
          <Links
            title={t('customer.appointments')}
            none={t('customer.appointmentsNone')}
            items={customer.appointments}
            to={(appointmentId) => `/agenda?appointment=${appointmentId}`}
          />
          <Links
            title={t('customer.projects')}
            none={t('customer.projectsNone')}
            items={customer.projects}
            to={(projectId) => `/projects/${projectId}`}
          />
          {mayReadFiles && (
            <DocumentsSection kind="customer" id={customer.id} label={customer.name} />
          )}
        </div>
      </div>
      {editing > 0 && (
        <CustomerFormModal key={editing} customer={customer} onClose={() => setEditing(0)} />
      )}
      <HistoryDrawer
        target={history ? { kind: 'customer', id: customer.id, label: customer.name } : null}
        onClose={() => setHistory(false)}
      />
    </div>
  );
}
