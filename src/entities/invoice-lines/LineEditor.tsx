import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Input, InputNumber, Select } from 'antd';
import { t } from '../../i18n/invoices';
import {
  formatEuro,
  lineNet,
  needsReason,
  toCents,
  UNIT_CODES,
  unitLabel,
  VAT_CHOICES,
  vatKey,
  vatLabel,
  type VatCategory,
} from './lines';
import { useGetServiceChoicesQuery } from './service-choices';
import './invoice-lines.css';

/** A line as the editor's form holds it: euros typed, the VAT as one choice ('S21'). */
export interface LineFields {
  description: string;
  quantity: number;
  unitCode: string;
  unitPriceEuro: number;
  discountPercent: number;
  vat: string;
  exemptionReason?: string;
  serviceId?: number;
  projectId?: number;
}

/** A line as the API takes it (docs/api.md § Facturen): cents, category and rate apart. */
export interface ApiLine {
  description: string;
  quantity: number;
  unitCode: string;
  unitPrice: number;
  discountPercent: number;
  vatCategory: VatCategory;
  vatRate: number;
  exemptionReason?: string;
  serviceId?: number;
  projectId?: number;
}

const choiceOf = (key: string) => VAT_CHOICES.find((choice) => vatKey(choice) === key)!;

export const toApiLine = (fields: LineFields): ApiLine => {
  const { category, rate } = choiceOf(fields.vat);
  return {
    description: fields.description.trim(),
    // The server takes three decimals of a quantity and two of a discount.
    quantity: Math.round((fields.quantity ?? 0) * 1000) / 1000,
    unitCode: fields.unitCode,
    unitPrice: toCents(fields.unitPriceEuro ?? 0),
    discountPercent: Math.round((fields.discountPercent ?? 0) * 100) / 100,
    vatCategory: category,
    vatRate: rate,
    ...(needsReason(category) && fields.exemptionReason
      ? { exemptionReason: fields.exemptionReason.trim() }
      : {}),
    ...(fields.serviceId ? { serviceId: fields.serviceId } : {}),
    ...(fields.projectId ? { projectId: fields.projectId } : {}),
  };
};

export const toLineFields = (line: ApiLine): LineFields => ({
  description: line.description,
  quantity: line.quantity,
  unitCode: line.unitCode,
  unitPriceEuro: line.unitPrice / 100,
  discountPercent: line.discountPercent,
  vat: vatKey({ category: line.vatCategory, rate: line.vatRate }),
  exemptionReason: line.exemptionReason,
  serviceId: line.serviceId,
  projectId: line.projectId,
});

export const NEW_LINE: LineFields = {
  description: '',
  quantity: 1,
  unitCode: 'C62',
  unitPriceEuro: 0,
  discountPercent: 0,
  vat: 'S21',
};

/** A new line in the API's form: one piece at 21 %. */
export const newLine = (): ApiLine => toApiLine(NEW_LINE);

const unitOptions = UNIT_CODES.map((code) => ({
  value: code,
  label: `${t(unitLabel(code)!)} (${code})`,
}));
const vatOptions = VAT_CHOICES.map((choice) => ({
  value: vatKey(choice),
  label: t(vatLabel(choice)),
}));

/** The net amount of the line at `index` as it is typed now. */
function LineNet({ index }: { index: number }) {
  const line = Form.useWatch(['lines', index]) as LineFields | undefined;
  const net = line
    ? lineNet({
        quantity: line.quantity,
        unitPrice: toCents(line.unitPriceEuro ?? 0),
        discountPercent: line.discountPercent,
      })
    : 0;
  return <output className="bo-invoice-lines__net">{formatEuro(net)}</output>;
}

/** The exemption reason, asked only of an exempt (E) line. */
function ExemptionReason({ index }: { index: number }) {
  const vat = Form.useWatch(['lines', index, 'vat']) as string | undefined;
  if (!vat || !needsReason(choiceOf(vat)?.category ?? '')) return null;
  return (
    <Form.Item
      name={[index, 'exemptionReason']}
      label={t('invoice.editor.exemptionReason')}
      className="bo-invoice-lines__reason"
      rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
    >
      <Input maxLength={500} />
    </Form.Item>
  );
}

/** Whether any of the lines as typed is intra-community (K): the invoice then needs a delivery date. */
export const hasIntraCommunity = (lines: (LineFields | undefined)[] | undefined) =>
  (lines ?? []).some((line) => line?.vat && choiceOf(line.vat)?.category === 'K');

/**
 * The lines of a draft quote or invoice (docs/product.md § Facturen): free text or the website's
 * services, quantities with their units, a unit price in euros, a discount and the VAT per line;
 * each line's net amount as the server will compute it. Lives inside a Form (`lines`); the quote
 * editor, which keeps its draft in its own state, uses it through LinesInput. A purchase order's
 * lines are what we buy, so it offers no services of our own (`offerServices={false}`).
 */
export function LineEditor({ offerServices = true }: { offerServices?: boolean }) {
  const { data: services = [] } = useGetServiceChoicesQuery(undefined, { skip: !offerServices });
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <div className="bo-invoice-lines">
          {fields.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('invoice.editor.noLines')} />
          )}
          {fields.map((field, index) => (
            <fieldset key={field.key} className="bo-invoice-lines__line">
              <legend className="bo-invoice-lines__legend">
                {t('invoice.editor.lineLabel', { n: index + 1 })}
              </legend>
              <Form.Item
                name={[field.name, 'description']}
                label={t('invoice.editor.description')}
                className="bo-invoice-lines__description"
                rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
              >
                <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={1000} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'quantity']}
                label={t('invoice.editor.quantity')}
                rules={[{ required: true, message: t('validation.required') }]}
              >
                <InputNumber min={0} step={1} decimalSeparator="," />
              </Form.Item>
              <Form.Item name={[field.name, 'unitCode']} label={t('invoice.editor.unit')}>
                <Select options={unitOptions} popupMatchSelectWidth={false} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'unitPriceEuro']}
                label={t('invoice.editor.unitPrice')}
                rules={[{ required: true, message: t('validation.required') }]}
              >
                <InputNumber min={0} precision={2} decimalSeparator="," />
              </Form.Item>
              <Form.Item
                name={[field.name, 'discountPercent']}
                label={t('invoice.editor.discount')}
              >
                <InputNumber min={0} max={100} decimalSeparator="," />
              </Form.Item>
              <Form.Item name={[field.name, 'vat']} label={t('invoice.editor.vat')}>
                <Select options={vatOptions} popupMatchSelectWidth={false} />
              </Form.Item>
              <div className="bo-invoice-lines__total">
                <span className="bo-invoice-lines__total-label">{t('invoice.editor.lineNet')}</span>
                <LineNet index={field.name} />
              </div>
              <Button
                type="text"
                danger
                className="bo-invoice-lines__remove"
                icon={<DeleteOutlined aria-hidden="true" />}
                aria-label={t('invoice.editor.removeLine', { n: index + 1 })}
                onClick={() => remove(field.name)}
              />
              <ExemptionReason index={field.name} />
              {/* Kept with the line, though not typed: a form hands on only its fields. */}
              <Form.Item name={[field.name, 'serviceId']} hidden noStyle />
              <Form.Item name={[field.name, 'projectId']} hidden noStyle />
            </fieldset>
          ))}
          <div className="bo-invoice-lines__add">
            <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => add({ ...NEW_LINE })}>
              {t('invoice.editor.addLine')}
            </Button>
            {offerServices && (
              <Select<number>
                aria-label={t('invoice.editor.addService')}
                placeholder={t('invoice.editor.addService')}
                className="bo-invoice-lines__service"
                value={null as unknown as number}
                showSearch={{ optionFilterProp: 'label' }}
                options={services.map((service) => ({ value: service.id, label: service.title }))}
                onChange={(id) => {
                  const service = services.find((s) => s.id === id);
                  if (service)
                    add({ ...NEW_LINE, description: service.title, serviceId: service.id });
                }}
              />
            )}
          </div>
        </div>
      )}
    </Form.List>
  );
}
