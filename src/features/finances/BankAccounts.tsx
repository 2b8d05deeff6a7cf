import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Empty, Form, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/finances';
import { FormModal, focusedOnOpen } from '../../shared/form-modal';
import { LoadFailed } from '../../shared/LoadFailed';
import { refusalWords } from '../../store/errors';
import { useCreateBankAccountMutation, useGetBankAccountsQuery } from './api';
import { formatIban } from './format';

interface AccountValues {
  name: string;
  iban: string;
  bic: string;
}

/** The account form: the server checks the IBAN (modulo 97) and the BIC and says why in Dutch. */
function AddAccountModal({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<AccountValues>();
  const { message } = App.useApp();
  const [create, { isLoading }] = useCreateBankAccountMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: AccountValues) => {
    setFailure(null);
    try {
      await create({
        bankAccountInput: { name: values.name.trim(), iban: values.iban, bic: values.bic || '' },
      }).unwrap();
      message.success(t('finances.accounts.added'));
      onClose();
    } catch (caught) {
      setFailure(refusalWords(caught, [400, 409]));
    }
  };

  return (
    <FormModal<AccountValues>
      open
      title={t('finances.accounts.addTitle')}
      form={form}
      initialValues={{ name: '', iban: '', bic: '' }}
      onFinish={submit}
      onClose={onClose}
      saving={isLoading}
      saveText={t('finances.accounts.save')}
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
        <Input maxLength={50} placeholder="BE68 5390 0754 7034" autoComplete="off" />
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

  let body;
  if (accounts) {
    body = accounts.length ? (
      <ul className="bo-finances__account-list">
        {accounts.map((account) => (
          <li key={account.id}>
            <span className="bo-finances__account-name">{account.name}</span>
            <span className="bo-finances__iban">{formatIban(account.iban)}</span>
            <span className="bo-finances__muted">{account.bic}</span>
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
      {adding && <AddAccountModal onClose={() => setAdding(false)} />}
    </Card>
  );
}
