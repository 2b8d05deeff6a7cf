import { App, Alert, Button, Card, Checkbox, DatePicker, Descriptions, Form, Select } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/purchases';
import type { Dayjs } from 'dayjs';
import { todayInBrussels } from '../../shared/brussels';
import { dayjs } from '../../shared/dates';
import { useDebouncedValue } from '../../shared/page-hooks/debounced-search';
import { useCan } from '../../store/permissions';
import {
  useCheckPurchaseWithholdingMutation,
  useGetAttestChoicesQuery,
  type Purchase,
} from './api';
import { formatDay, formatEuro } from './format';
import { refusalText } from './refusal';

interface CheckValues {
  checkedOn: Dayjs;
  socialDebt: boolean;
  taxDebt: boolean;
  documentId?: number;
}

/** An attest in Bestanden, found by typing part of its name or text. */
function AttestPicker({
  value,
  onChange,
  id,
}: {
  value?: number;
  onChange?: (id: number | undefined) => void;
  id?: string;
}) {
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim());
  const { data, isFetching } = useGetAttestChoicesQuery(q);
  return (
    <Select<number>
      id={id}
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={isFetching}
      placeholder={t('withholding.documentNone')}
      value={value}
      onChange={onChange}
      options={(data?.documents ?? []).map((doc) => ({ value: doc.id, label: doc.name }))}
    />
  );
}

/**
 * The inhoudingsplicht (docs/product.md § Aankopen): before a subcontractor's invoice with
 * reverse charge is paid, the supplier's social and tax debts are checked and recorded with the
 * attest; with debts the card says which part goes to the RSZ (35 %) and to FOD Financiën
 * (15 %) instead of to the supplier, as the server computed them.
 */
export function WithholdingCard({ purchase }: { purchase: Purchase }) {
  const mayWrite = useCan('purchases', 'write');
  const { message } = App.useApp();
  const [form] = Form.useForm<CheckValues>();
  const [check, { isLoading }] = useCheckPurchaseWithholdingMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { withholding } = purchase;
  const debts = withholding.socialDebt || withholding.taxDebt;

  const submit = async (values: CheckValues) => {
    setFailure(null);
    try {
      await check({
        id: purchase.id,
        withholdingCheckInput: {
          checkedOn: values.checkedOn.format('YYYY-MM-DD'),
          socialDebt: values.socialDebt,
          taxDebt: values.taxDebt,
          documentId: values.documentId ?? null,
        },
      }).unwrap();
      message.success(t('withholding.saved'));
    } catch (caught) {
      setFailure(refusalText(caught));
    }
  };

  return (
    <Card title={<h3 className="bo-purchase__section-title">{t('withholding.title')}</h3>}>
      <p className="bo-purchase__muted">{t('withholding.intro')}</p>
      {!withholding.checkedOn && (
        <Alert type="warning" showIcon title={t('withholding.notChecked')} />
      )}
      {withholding.checkedOn && !debts && (
        <Alert
          type="success"
          showIcon
          title={t('withholding.clean', { date: formatDay(withholding.checkedOn) })}
        />
      )}
      {withholding.checkedOn && debts && (
        <Descriptions
          size="small"
          column={1}
          bordered
          className="bo-purchase__withholding-parts"
          items={[
            {
              key: 'social',
              label: t('withholding.socialAmount'),
              children: formatEuro(withholding.socialAmount),
            },
            {
              key: 'tax',
              label: t('withholding.taxAmount'),
              children: formatEuro(withholding.taxAmount),
            },
            {
              key: 'supplier',
              label: t('withholding.supplierAmount'),
              children: <strong>{formatEuro(withholding.supplierAmount)}</strong>,
            },
          ]}
        />
      )}
      {mayWrite && purchase.status !== 'betaald' && (
        <Form<CheckValues>
          form={form}
          layout="vertical"
          className="bo-purchase__withholding-form"
          initialValues={{
            checkedOn: withholding.checkedOn
              ? dayjs(withholding.checkedOn)
              : dayjs(todayInBrussels()),
            socialDebt: withholding.socialDebt,
            taxDebt: withholding.taxDebt,
            documentId: withholding.documentId ?? undefined,
          }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item
            name="checkedOn"
            label={t('withholding.checkedOn')}
            rules={[{ required: true, message: t('withholding.checkedOnRequired') }]}
          >
            <DatePicker format="DD/MM/YYYY" />
          </Form.Item>
          <Form.Item name="socialDebt" valuePropName="checked" noStyle>
            <Checkbox>{t('withholding.socialDebt')}</Checkbox>
          </Form.Item>
          <Form.Item name="taxDebt" valuePropName="checked" noStyle>
            <Checkbox>{t('withholding.taxDebt')}</Checkbox>
          </Form.Item>
          <Form.Item
            name="documentId"
            label={t('withholding.document')}
            extra={t('withholding.documentHint')}
            className="bo-purchase__attest"
          >
            <AttestPicker />
          </Form.Item>
          {failure && <Alert type="error" showIcon title={failure} />}
          <Button htmlType="submit" loading={isLoading}>
            {t('withholding.save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
