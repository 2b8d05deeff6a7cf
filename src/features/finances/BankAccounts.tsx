import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Empty, Form, Input, Popconfirm, Skeleton } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/finances';
import { FormModal, focusedOnOpen } from '../../shared/form-modal';
import { LoadFailed } from '../../shared/LoadFailed';
import { refusalWords } from '../../store/errors';
import {
  useCreateBankAccountMutation,
  useGetBankAccountsQuery,
  useRemoveBankAccountMutation,
  useUpdateBankAccountMutation,
  type BankAccount,
} from './api';
import { formatIban } from './format';

interface AccountValues {
  name: string;
  iban: string;
  bic: string;
}

/**
 * The account form, to add one or (with `account`) to rename it or set its BIC: the server checks
 * the IBAN (modulo 97) and the BIC and says why in Dutch. An account's IBAN does not change.
 */
function AccountModal({ account, onClose }: { account?: BankAccount; onClose: () => void }) {
  const [form] = Form.useForm<AccountValues>();
  const { message } = App.useApp();
  const [create, { isLoading: creating }] = useCreateBankAccountMutation();
  const [update, { isLoading: updating }] = useUpdateBankAccountMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: AccountValues) => {
    setFailure(null);
    const name = values.name.trim();
    const bic = values.bic || '';
    try {
      if (account) {
        await update({ id: account.id, bankAccountUpdate: { name, bic } }).unwrap();
        message.success(t('finances.accounts.updated'));
      } else {
        await create({ bankAccountInput: { name, iban: values.iban, bic } }).unwrap();
        message.success(t('finances.accounts.added'));
      }
      onClose();
    } catch (caught) {
      setFailure(refusalWords(caught, [400, 409]));
    }
  };

  return (
    <FormModal<AccountValues>
      open
      title={t(account ? 'finances.accounts.editTitle' : 'finances.accounts.addTitle')}
      form={form}
      initialValues={{
        name: account?.name ?? '',
        iban: account ? formatIban(account.iban) : '',
        bic: account?.bic ?? '',
      }}
      onFinish={submit}
      onClose={onClose}
      saving={creating || updating}
      saveText={t(account ? 'finances.accounts.update' : 'finances.accounts.save')}
      cancelText={t('finances.accounts.cancel')}
      formProps={{ layout: 'vertical' }}
    >
      <Form.Item
        name="name"
        label={t('finances.accounts.name')}
        rules={[{ required: true, whitespace: true, message: t('finances.accounts.nameRequired') }]}
      >
        <Input
          maxLength={100}
          placeholder={t('finances.accounts.namePlaceholder')}
          {...focusedOnOpen()}
        />
      </Form.Item>
      <Form.Item
        name="iban"
        label={t('finances.accounts.iban')}
        rules={[{ required: true, whitespace: true, message: t('finances.accounts.ibanRequired') }]}
      >
        <Input
          maxLength={50}
          placeholder="BE68 5390 0754 7034"
          autoComplete="off"
          disabled={account !== undefined}
        />
      </Form.Item>
      <Form.Item name="bic" label={t('finances.accounts.bic')}>
        <Input maxLength={20} placeholder="GEBABEBB" autoComplete="off" />
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} />}
    </FormModal>
  );
}

/** The company's bank accounts: statements of other accounts are refused at import. */
export function BankAccounts({ mayWrite }: { mayWrite: boolean }) {
  const { data: accounts, isError, error, refetch } = useGetBankAccountsQuery();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<BankAccount | null>(null);
  const [remove] = useRemoveBankAccountMutation();
  const { message } = App.useApp();

  const removeAccount = async (account: BankAccount) => {
    try {
      await remove({ id: account.id }).unwrap();
      message.success(t('finances.accounts.removed'));
    } catch (caught) {
      message.error(refusalWords(caught, [404, 409]));
    }
  };

  let body;
  if (accounts) {
    body = accounts.length ? (
      <ul className="bo-finances__account-list">
        {accounts.map((account) => (
          <li key={account.id}>
            <span className="bo-finances__account-name">{account.name}</span>
            <span className="bo-finances__iban">{formatIban(account.iban)}</span>
            <span className="bo-finances__muted">{account.bic}</span>
            {mayWrite && (
              <span className="bo-finances__account-actions">
                <Button
                  type="text"
                  size="small"
                  icon={<EditOutlined aria-hidden="true" />}
                  aria-label={t('finances.accounts.editOf', { name: account.name })}
                  onClick={() => setEditing(account)}
                />
                <Popconfirm
                  title={t('finances.accounts.removeConfirm', { name: account.name })}
                  okText={t('finances.accounts.remove')}
                  cancelText={t('finances.accounts.cancel')}
                  onConfirm={() => removeAccount(account)}
                >
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined aria-hidden="true" />}
                    aria-label={t('finances.accounts.removeOf', { name: account.name })}
                  />
                </Popconfirm>
              </span>
            )}
          </li>
        ))}
      </ul>
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('finances.accounts.empty')} />
    );
  } else if (isError) {
    body = <LoadFailed title={t('finances.accounts.loadFailed')} error={error} onRetry={refetch} />;
  } else {
    body = <Skeleton active paragraph={{ rows: 2 }} />;
  }

  return (
    <Card
      className="bo-finances__accounts"
      title={<h2 className="bo-finances__heading">{t('finances.accounts.title')}</h2>}
      extra={
        mayWrite && (
          <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => setAdding(true)}>
            {t('finances.accounts.add')}
          </Button>
        )
      }
    >
      {body}
      {adding && <AccountModal onClose={() => setAdding(false)} />}
      {editing && <AccountModal account={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
