import { LinkOutlined, UserAddOutlined } from '@ant-design/icons';
import { App, Button, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../../i18n/customers';
import { useGetCustomerQuery, useGetCustomersByEmailQuery } from '../../../entities/customers/api';
import { useSetChatCustomerMutation, type Chat } from '../api';

// The form loads on the first click: most conversations come from known customers or none.
const CustomerFormModal = lazy(() =>
  import(
    /* webpackChunkName: "customer-form" */ '../../../entities/customers/CustomerFormModal'
  ).then((module) => ({ default: module.CustomerFormModal })),
);

/**
 * The conversation's customer of the register (docs/product.md § Klanten, From a chat): the one
 * it is linked to, with a way to their page; else 'Koppelen aan klant' when a customer has the
 * conversation's e-mail address, else 'Klant aanmaken' with the author's details filled in.
 */
export function ChatCustomer({ chat }: { chat: Chat }) {
  const { message } = App.useApp();
  const email = (chat.author.email ?? '').trim();
  const linkedId = chat.customerId ?? 0;
  const { data: linked } = useGetCustomerQuery({ id: linkedId }, { skip: !linkedId });
  const { data: known = [] } = useGetCustomersByEmailQuery(
    { email },
    { skip: !!linkedId || !email },
  );
  const [setCustomer, { isLoading }] = useSetChatCustomerMutation();
  const [creating, setCreating] = useState(0);

  const link = async (customerId: number | null, name?: string) => {
    await setCustomer({ id: chat.id, chatCustomerInput: { customerId } }).unwrap();
    message.success(name ? t('customer.linked', { name }) : t('customer.unlinked'));
  };

  const match = known[0];
  let body;
  if (linkedId) {
    body = (
      <>
        <div className="bo-chat__customer-line">
          {linked ? (
            <Link to={`/projects/customers/${linkedId}`}>
              {t('customer.linkedTo', { name: linked.name })}
            </Link>
          ) : (
            <Spin size="small" />
          )}
        </div>
        <Button loading={isLoading} onClick={() => void link(null)}>
          {t('customer.unlink')}
        </Button>
      </>
    );
  } else if (match) {
    body = (
      <>
        <p className="bo-chat__customer-line">
          {t('customer.knownEmail')}{' '}
          <Link to={`/projects/customers/${match.id}`}>{match.name}</Link>
        </p>
        <Button
          icon={<LinkOutlined aria-hidden="true" />}
          loading={isLoading}
          onClick={() => void link(match.id, match.name)}
        >
          {t('customer.link')}
        </Button>
      </>
    );
  } else {
    body = (
      <Button
        icon={<UserAddOutlined aria-hidden="true" />}
        onClick={() => setCreating((n) => n + 1)}
      >
        {t('customer.create')}
      </Button>
    );
  }

  const { author } = chat;
  return (
    <section className="bo-chat__panel bo-chat__customer" aria-labelledby="bo-chat-customer">
      <h2 id="bo-chat-customer" className="bo-chat__panel-title">
        {t('customer.panel')}
      </h2>
      {body}
      {creating > 0 && (
        <Suspense fallback={<Spin />}>
          <CustomerFormModal
            key={creating}
            draft={{
              firstName: author.firstName,
              lastName: author.lastName,
              email,
              phone: author.phone ?? '',
              siteAddresses: author.address ? [author.address] : [],
              language: chat.language,
            }}
            onClose={() => setCreating(0)}
            onSaved={(id) => void link(id, `${author.firstName} ${author.lastName}`.trim())}
          />
        </Suspense>
      )}
    </section>
  );
}
