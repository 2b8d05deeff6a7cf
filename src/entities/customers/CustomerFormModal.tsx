import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Col, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { t } from '../../i18n/customers';
import { errorCode, type ApiErrorAnswer } from '../../store/errors';
import { FormModal } from '../../shared/form-modal';
import { EMAIL_PATTERN } from '../../shared/validation/email';
import {
  useCreateCustomerMutation,
  useUpdateCustomerMutation,
  type Customer,
  type CustomerInput,
} from './api';
import { formatEnterpriseNumber } from './format';
import './customers.css';

/** 'BE0403170701' as people read it: 'BE 0403.170.701'. */
const vatShown = (stored: string) =>
  /^BE\d{10}$/.test(stored) ? `BE ${formatEnterpriseNumber(stored.slice(2))}` : stored;

type FormValues = Required<Omit<CustomerInput, 'siteAddresses'>> & { siteAddresses: string[] };

export interface CustomerFormModalProps {
  /** The customer to change; without: a new one. */
  customer?: Customer;
  /** A new customer's fields filled in already (from a conversation). */
  draft?: Partial<CustomerInput>;
  onClose: () => void;
  onSaved?: (id: number) => void;
}

/**
 * A customer's form (docs/product.md § Klanten): a private person (first and last name) or a
 * company (its name, a contact person, its enterprise number and VAT liability), contact,
 * invoice address (street, postal code, city, country), its VAT number and Peppol ID (a company),
 * site addresses, language and notes. The enterprise number is checked by the
 * server (mod 97); its refusal shows at the field.
 */
export function CustomerFormModal({ customer, draft, onClose, onSaved }: CustomerFormModalProps) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const [create] = useCreateCustomerMutation();
  const [update] = useUpdateCustomerMutation();
  const kind = Form.useWatch('kind', form) ?? customer?.kind ?? draft?.kind ?? 'person';
  const supplier = Form.useWatch('isSupplier', form) ?? customer?.isSupplier ?? false;

  const initialValues: FormValues = {
    kind: customer?.kind ?? draft?.kind ?? 'person',
    firstName: customer?.firstName ?? draft?.firstName ?? '',
    lastName: customer?.lastName ?? draft?.lastName ?? '',
    companyName: customer?.companyName ?? draft?.companyName ?? '',
    email: customer?.email ?? draft?.email ?? '',
    phone: customer?.phone ?? draft?.phone ?? '',
    street: customer?.street ?? draft?.street ?? '',
    postalCode: customer?.postalCode ?? draft?.postalCode ?? '',
    city: customer?.city ?? draft?.city ?? '',
    country: customer?.country ?? draft?.country ?? 'BE',
    siteAddresses: customer?.siteAddresses ?? draft?.siteAddresses ?? [],
    language: customer?.language ?? draft?.language ?? 'nl',
    notes: customer?.notes ?? draft?.notes ?? '',
    enterpriseNumber: formatEnterpriseNumber(customer?.enterpriseNumber ?? ''),
    vatLiable: customer?.vatLiable ?? false,
    vatNumber: vatShown(customer?.vatNumber ?? ''),
    peppolId: customer?.peppolId ?? '',
    isCustomer: customer?.isCustomer ?? draft?.isCustomer ?? true,
    isSupplier: customer?.isSupplier ?? draft?.isSupplier ?? false,
    iban: customer?.iban ?? '',
    bic: customer?.bic ?? '',
    paymentTermDays: customer?.paymentTermDays ?? null,
    subcontractor: customer?.subcontractor ?? false,
  };

  const save = async (values: FormValues) => {
    const company = values.kind === 'company';
    const customerInput: CustomerInput = {
      kind: values.kind,
      firstName: values.firstName?.trim() ?? '',
      lastName: values.lastName?.trim() ?? '',
      companyName: company ? values.companyName.trim() : '',
      email: values.email?.trim() ?? '',
      phone: values.phone?.trim() ?? '',
      street: values.street?.trim() ?? '',
      postalCode: values.postalCode?.trim() ?? '',
      city: values.city?.trim() ?? '',
      country: values.country?.trim().toUpperCase() || 'BE',
      siteAddresses: (values.siteAddresses ?? []).map((a) => a?.trim() ?? '').filter(Boolean),
      language: values.language,
      notes: values.notes ?? '',
      enterpriseNumber: company ? (values.enterpriseNumber?.trim() ?? '') : '',
      vatLiable: company && values.vatLiable,
      vatNumber: company ? (values.vatNumber?.trim() ?? '') : '',
      peppolId: values.peppolId?.trim() ?? '',
      isCustomer: values.isCustomer,
      isSupplier: values.isSupplier,
      iban: values.isSupplier ? (values.iban?.trim() ?? '') : (customer?.iban ?? ''),
      bic: values.isSupplier ? (values.bic?.trim() ?? '') : (customer?.bic ?? ''),
      paymentTermDays: values.isSupplier
        ? (values.paymentTermDays ?? null)
        : (customer?.paymentTermDays ?? null),
      subcontractor: values.isSupplier && values.subcontractor,
    };
    try {
      const id = customer
        ? (await update({ id: customer.id, customerInput }).unwrap()).id
        : (await create({ customerInput }).unwrap()).id;
      message.success(t(customer ? 'customer.saved' : 'customer.created'));
      onClose();
      onSaved?.(id);
    } catch (error) {
      const failed = error as FetchBaseQueryError;
      const text = (failed.data as ApiErrorAnswer | undefined)?.message ?? '';
      const field =
        errorCode(failed) === 'ENTERPRISE_NUMBER'
          ? 'enterpriseNumber'
          : /^(Het )?btw-nummer/i.test(text)
            ? 'vatNumber'
            : text.startsWith('Peppol-ID')
              ? 'peppolId'
              : text.startsWith('IBAN')
                ? 'iban'
                : /^BIC/.test(text)
                  ? 'bic'
                  : /klant, een leverancier/.test(text)
                    ? 'isCustomer'
                    : undefined;
      if (field) form.setFields([{ name: field, errors: [text] }]);
    }
  };

  const personNames = {
    validator: async () => {
      if (form.getFieldValue('kind') !== 'person') return;
      const first = (form.getFieldValue('firstName') as string | undefined)?.trim();
      const last = (form.getFieldValue('lastName') as string | undefined)?.trim();
      if (!first && !last) throw new Error(t('customer.nameRequired'));
    },
  };

  return (
    <FormModal<FormValues>
      open
      title={t(customer ? 'customer.editTitle' : 'customer.newTitle')}
      form={form}
      initialValues={initialValues}
      onFinish={save}
      onClose={onClose}
      formProps={{ className: 'bo-customer-form' }}
    >
      <Form.Item name="kind" label={t('customer.kind')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'person', label: t('customers.kindPerson') },
            { value: 'company', label: t('customers.kindCompany') },
          ]}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={12} sm={6}>
          <Form.Item name="isCustomer" label={t('customer.isCustomer')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="isSupplier" label={t('customer.isSupplier')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      {kind === 'company' && (
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="companyName"
              label={t('customer.companyName')}
              rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
            >
              <Input maxLength={200} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="enterpriseNumber"
              label={t('customer.enterpriseNumber')}
              extra={t('customer.enterpriseNumberHint')}
            >
              <Input maxLength={40} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={4}>
            <Form.Item name="vatLiable" label={t('customer.vatLiable')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="firstName"
            label={t(kind === 'company' ? 'customer.contactFirstName' : 'customer.firstName')}
            dependencies={['lastName', 'kind']}
            rules={[personNames]}
          >
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="lastName"
            label={t(kind === 'company' ? 'customer.contactLastName' : 'customer.lastName')}
          >
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={10}>
          <Form.Item
            name="email"
            label={t('customer.email')}
            rules={[{ pattern: EMAIL_PATTERN, message: t('validation.email') }]}
          >
            <Input maxLength={254} type="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="phone" label={t('customer.phone')}>
            <Input maxLength={40} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={6}>
          <Form.Item name="language" label={t('customer.language')}>
            <Select
              options={(['nl', 'en', 'fr'] as const).map((code) => ({
                value: code,
                label: t(`customer.language.${code}`),
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <fieldset className="bo-customer-form__address">
        <legend>{t('customer.invoiceAddress')}</legend>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="street" label={t('customer.street')}>
              <Input maxLength={200} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={8} sm={4}>
            <Form.Item name="postalCode" label={t('customer.postalCode')}>
              <Input maxLength={20} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={16} sm={5}>
            <Form.Item name="city" label={t('customer.city')}>
              <Input maxLength={100} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={3}>
            <Form.Item
              name="country"
              label={t('customer.country')}
              rules={[{ pattern: /^[A-Za-z]{2}$/, message: t('customer.countryWrong') }]}
            >
              <Input maxLength={2} autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
      </fieldset>
      {kind === 'company' && (
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="vatNumber"
              label={t('customer.vatNumber')}
              extra={t('customer.vatNumberHint')}
            >
              <Input maxLength={30} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="peppolId"
              label={t('customer.peppolId')}
              extra={t('customer.peppolIdHint')}
            >
              <Input maxLength={70} autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
      )}
      {supplier && (
        <fieldset className="bo-customer-form__address">
          <legend>{t('customer.supplier')}</legend>
          <Row gutter={16}>
            <Col xs={24} sm={10}>
              <Form.Item name="iban" label={t('customer.iban')}>
                <Input maxLength={50} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={5}>
              <Form.Item name="bic" label={t('customer.bic')}>
                <Input maxLength={20} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={5}>
              <Form.Item name="paymentTermDays" label={t('customer.paymentTermDays')}>
                <InputNumber min={0} max={365} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={4}>
              <Form.Item
                name="subcontractor"
                label={t('customer.subcontractor')}
                valuePropName="checked"
                extra={t('customer.subcontractorHint')}
              >
                <Switch />
              </Form.Item>
            </Col>
          </Row>
        </fieldset>
      )}
      <fieldset className="bo-customer-form__sites">
        <legend>{t('customer.siteAddresses')}</legend>
        <Form.List name="siteAddresses">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <div key={field.key} className="bo-customer-form__site">
                  <Form.Item name={field.name}>
                    <Input
                      maxLength={300}
                      aria-label={`${t('customer.siteAddress')} ${index + 1}`}
                      autoComplete="off"
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<DeleteOutlined aria-hidden="true" />}
                    aria-label={t('customer.removeSiteAddress')}
                    onClick={() => remove(field.name)}
                  />
                </div>
              ))}
              <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => add('')}>
                {t('customer.addSiteAddress')}
              </Button>
            </>
          )}
        </Form.List>
      </fieldset>
      <Form.Item name="notes" label={t('customer.notes')}>
        <Input.TextArea rows={3} maxLength={5000} />
      </Form.Item>
    </FormModal>
  );
}
