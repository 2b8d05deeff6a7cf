import { App, Button, Card, Col, Form, Input, InputNumber, Radio, Row, Skeleton } from 'antd';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { t } from '../../i18n/settings';
import { errorCode, type ApiErrorAnswer } from '../../store/errors';
import { useCan } from '../../store/permissions';
import { EMAIL_PATTERN } from '../../shared/validation/email';
import {
  useGetCompanySettingsQuery,
  useSetCompanySettingsMutation,
  type CompanySettings,
} from './api';
import { formatCompanyIdentifiers } from './company-format';

/** Which field a refusal of the server is about, read from its Dutch message. */
function fieldOfRefusal(
  code: string | undefined,
  message: string,
): keyof CompanySettings | ['withholdingAccounts', 'social' | 'tax'] | undefined {
  if (code === 'ENTERPRISE_NUMBER') return 'enterpriseNumber';
  if (message.startsWith('Rekening van de RSZ')) return ['withholdingAccounts', 'social'];
  if (message.startsWith('Rekening van FOD')) return ['withholdingAccounts', 'tax'];
  if (/^(Het )?btw-nummer/i.test(message)) return 'vatNumber';
  if (message.startsWith('IBAN')) return 'iban';
  if (message.startsWith('BIC')) return 'bic';
  if (message.startsWith('Peppol-ID')) return 'peppolId';
  if (message.includes('e-mailadres')) return 'email';
  if (message.includes('naam van het bedrijf')) return 'name';
  if (message.includes('termijnen voor de herinneringen')) return 'reminderDays';
  return undefined;
}

/**
 * 'Bedrijf': the company's invoicing identity (docs/product.md § Facturen) — legal name,
 * address, identifiers, payment term, footer and numbering prefixes. Whoever reads invoices
 * sees it; only the Beheerder changes it. The identifiers are checked by the server (mod 97);
 * a refusal shows at its field.
 */
export function CompanySection() {
  const { data } = useGetCompanySettingsQuery();
  return (
    <section className="bo-settings__section" aria-labelledby="bo-settings-company">
      <Card
        title={
          <h2 id="bo-settings-company" className="bo-settings__heading">
            {t('settings.company.title')}
          </h2>
        }
      >
        <p className="bo-settings__intro">{t('settings.company.intro')}</p>
        {data ? <CompanyForm stored={data} /> : <Skeleton active />}
      </Card>
    </section>
  );
}

function CompanyForm({ stored }: { stored: CompanySettings }) {
  const [form] = Form.useForm<CompanySettings>();
  const [save, { isLoading: saving }] = useSetCompanySettingsMutation();
  const { message } = App.useApp();
  const editable = useCan('accounts', 'write');
  const required = { required: true, whitespace: true, message: t('validation.required') };

  const submit = async (values: CompanySettings) => {
    // An empty limit: that role approves no supplier invoice (the key left out).
    const kantoor = values.approvalLimits?.kantoor;
    const approvalLimits = {
      ...stored.approvalLimits,
      kantoor: kantoor ?? undefined,
    };
    if (approvalLimits.kantoor == null) delete approvalLimits.kantoor;
    try {
      const saved = await save({ companySettings: { ...values, approvalLimits } }).unwrap();
      form.setFieldsValue(formatCompanyIdentifiers(saved));
      message.success(t('settings.company.saved'));
    } catch (error) {
      const failed = error as FetchBaseQueryError;
      const text = (failed.data as ApiErrorAnswer | undefined)?.message ?? '';
      const field = fieldOfRefusal(errorCode(failed), text);
      if (field) form.setFields([{ name: field, errors: [text] }]);
    }
  };

  type TextField =
    'street' | 'postalCode' | 'city' | 'enterpriseNumber' | 'vatNumber' | 'iban' | 'peppolId';
  const text = (name: TextField, max: number, extra?: string) => (
    <Form.Item name={name} label={t(`settings.company.${name}`)} extra={extra}>
      <Input maxLength={max} autoComplete="off" />
    </Form.Item>
  );

  return (
    <Form<CompanySettings>
      form={form}
      layout="vertical"
      initialValues={formatCompanyIdentifiers(stored)}
      onFinish={submit}
      disabled={!editable}
      name="company"
      className="bo-company"
    >
      <Form.Item name="name" label={t('settings.company.name')} rules={[required]}>
        <Input maxLength={200} autoComplete="organization" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {text('street', 200)}
        </Col>
        <Col xs={8} md={4}>
          {text('postalCode', 20)}
        </Col>
        <Col xs={16} md={5}>
          {text('city', 100)}
        </Col>
        <Col xs={24} md={3}>
          <Form.Item
            name="country"
            label={t('settings.company.country')}
            rules={[
              required,
              { pattern: /^[A-Za-z]{2}$/, message: t('settings.company.countryWrong') },
            ]}
          >
            <Input maxLength={2} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="email"
            label={t('settings.company.email')}
            rules={[{ pattern: EMAIL_PATTERN, message: t('validation.email') }]}
          >
            <Input maxLength={254} type="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          {text('enterpriseNumber', 30, t('settings.company.enterpriseNumberHint'))}
        </Col>
        <Col xs={24} md={6}>
          {text('vatNumber', 30, t('settings.company.vatNumberHint'))}
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={10}>
          {text('iban', 50)}
        </Col>
        <Col xs={24} md={5}>
          <Form.Item
            name="bic"
            label={t('settings.company.bic')}
            rules={[
              {
                pattern: /^\s*[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?\s*$/,
                message: t('settings.company.bicWrong'),
              },
            ]}
          >
            <Input maxLength={20} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={9}>
          {text('peppolId', 70, t('settings.company.peppolIdHint'))}
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <Form.Item
            name="paymentTermDays"
            label={t('settings.company.paymentTermDays')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <InputNumber min={0} max={365} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        {(['invoice', 'creditNote', 'quote'] as const).map((kind) => (
          <Col xs={8} md={6} key={kind}>
            <Form.Item
              name={['numberPrefixes', kind]}
              label={t(`settings.company.prefix.${kind}`)}
              rules={[{ pattern: /^[A-Za-z0-9/_-]*$/, message: t('settings.company.prefixWrong') }]}
            >
              <Input maxLength={10} autoComplete="off" />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <fieldset className="bo-company__reminders">
        <legend>{t('settings.company.reminderDays')}</legend>
        <Row gutter={16}>
          {(['1', '2', '3'] as const).map((level, index) => (
            <Col xs={8} md={6} key={level}>
              <Form.Item
                name={['reminderDays', index]}
                label={t(`settings.company.reminder.${level}`)}
                dependencies={index > 0 ? [['reminderDays', index - 1]] : []}
                rules={[
                  { required: true, message: t('validation.required') },
                  ({ getFieldValue }) => ({
                    validator: async (_rule, value: number | null) => {
                      const before = index > 0 ? getFieldValue(['reminderDays', index - 1]) : 0;
                      if (value == null || (value > (before ?? 0) && value <= 365)) return;
                      throw new Error(t('settings.company.reminderDaysWrong'));
                    },
                  }),
                ]}
              >
                <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <p className="bo-settings__intro">{t('settings.company.reminderDaysHint')}</p>
      </fieldset>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name={['approvalLimits', 'kantoor']}
            label={t('settings.company.approvalLimitKantoor')}
            extra={t('settings.company.approvalLimitHint')}
            getValueProps={(cents?: number | null) => ({
              value: cents == null ? cents : cents / 100,
            })}
            normalize={(euro?: number | null) => (euro == null ? euro : Math.round(euro * 100))}
          >
            <InputNumber
              min={0}
              max={1_000_000_000}
              precision={2}
              prefix="€"
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="vatPeriod"
            label={t('settings.company.vatPeriod')}
            extra={t('settings.company.vatPeriodHint')}
          >
            <Radio.Group
              options={[
                { value: 'quarter', label: t('settings.company.vatPeriod.quarter') },
                { value: 'month', label: t('settings.company.vatPeriod.month') },
              ]}
            />
          </Form.Item>
        </Col>
      </Row>
      <fieldset className="bo-company__reminders">
        <legend>{t('settings.company.withholdingAccounts')}</legend>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name={['withholdingAccounts', 'social']}
              label={t('settings.company.withholdingSocial')}
              rules={[required]}
            >
              <Input maxLength={50} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name={['withholdingAccounts', 'tax']}
              label={t('settings.company.withholdingTax')}
              rules={[required]}
            >
              <Input maxLength={50} autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <p className="bo-settings__intro">{t('settings.company.withholdingHint')}</p>
      </fieldset>
      <Form.Item name="invoiceFooter" label={t('settings.company.invoiceFooter')}>
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
      {editable ? (
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('settings.company.save')}
        </Button>
      ) : (
        <p className="bo-settings__intro">{t('settings.company.readOnly')}</p>
      )}
    </Form>
  );
}
