import {
  App,
  Alert,
  Button,
  DatePicker,
  Descriptions,
  Form,
  Input,
  Result,
  Space,
  Spin,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { CustomerPicker } from '../../entities/customers/CustomerPicker';
import { t } from '../../i18n/quotes';
import { formatBrusselsDay } from '../../shared/brussels';
import { openFile } from '../../shared/chat-files/file-urls';
import {
  useCreateQuoteMutation,
  useGetQuoteQuery,
  useLazyGetQuotePdfQuery,
  useRemoveQuoteMutation,
  useSendQuoteMutation,
  useUpdateQuoteMutation,
  type Quote,
  type QuoteInput,
  type QuoteLine,
} from './api';
import { calendarDay, euro, lineNet, unitLabel } from './format';
import { LinesInput } from '../../entities/invoice-lines/LinesInput';
import { newLine } from '../../entities/invoice-lines/LineEditor';
import { QuoteStatusTag, quoteNumber } from './QuoteStatusTag';
import { ToInvoiceModal } from './ToInvoiceModal';

const messageOf = (error: unknown) =>
  (error as { data?: { message?: string } } | undefined)?.data?.message ?? t('quotePublic.failed');

interface Draft {
  title: string;
  customerId?: number;
  projectId?: number;
  issueDate?: string;
  validUntil?: string;
  note: string;
  lines: QuoteLine[];
}

const draftOf = (quote?: Quote): Draft => ({
  title: quote?.title ?? '',
  customerId: quote?.customerId ?? undefined,
  projectId: quote?.projectId ?? undefined,
  issueDate: quote?.issueDate ?? undefined,
  validUntil: quote?.validUntil ?? undefined,
  note: quote?.note ?? '',
  lines: quote?.lines ?? [newLine()],
});

const inputOf = (draft: Draft): QuoteInput => ({
  title: draft.title,
  customerId: draft.customerId ?? null,
  projectId: draft.projectId ?? null,
  ...(draft.issueDate && { issueDate: draft.issueDate }),
  ...(draft.validUntil && { validUntil: draft.validUntil }),
  note: draft.note,
  lines: draft.lines,
});

/** The draft's form: customer, title, dates, lines with their totals, note. */
function QuoteForm({ draft, onChange }: { draft: Draft; onChange: (draft: Draft) => void }) {
  const net = draft.lines.reduce((sum, line) => sum + lineNet(line), 0);
  const day = (value?: string) => (value ? dayjs(value) : undefined);
  return (
    <Form layout="vertical" requiredMark={false}>
      <Space wrap size="large" align="start">
        <Form.Item label={t('quotes.customer')} htmlFor="quote-customer">
          <CustomerPicker
            id="quote-customer"
            value={draft.customerId}
            onChange={(customerId) => onChange({ ...draft, customerId })}
          />
        </Form.Item>
        <Form.Item label={t('quotes.field.title')} htmlFor="quote-title">
          <Input
            id="quote-title"
            value={draft.title}
            maxLength={200}
            onChange={(event) => onChange({ ...draft, title: event.target.value })}
            style={{ width: 320 }}
          />
        </Form.Item>
        <Form.Item label={t('quotes.issueDate')} htmlFor="quote-date">
          <DatePicker
            id="quote-date"
            format="DD/MM/YYYY"
            value={day(draft.issueDate)}
            onChange={(value) => onChange({ ...draft, issueDate: value?.format('YYYY-MM-DD') })}
          />
        </Form.Item>
        <Form.Item label={t('quotes.validUntil')} htmlFor="quote-valid">
          <DatePicker
            id="quote-valid"
            format="DD/MM/YYYY"
            value={day(draft.validUntil)}
            onChange={(value) => onChange({ ...draft, validUntil: value?.format('YYYY-MM-DD') })}
          />
        </Form.Item>
      </Space>
      <h2>{t('quotes.lines')}</h2>
      <LinesInput value={draft.lines} onChange={(lines) => onChange({ ...draft, lines })} />
      <p style={{ textAlign: 'right', fontWeight: 600 }}>
        {t('quotes.net')}: {euro(net)}
      </p>
      <Form.Item label={t('quotes.field.note')} htmlFor="quote-note">
        <Input.TextArea
          id="quote-note"
          rows={3}
          maxLength={5000}
          value={draft.note}
          onChange={(event) => onChange({ ...draft, note: event.target.value })}
        />
      </Form.Item>
    </Form>
  );
}

/** A sent quote as it is: its facts, lines, totals and the customer's answer. */
function QuoteFacts({ quote }: { quote: Quote }) {
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'customer',
            label: t('quotes.customer'),
            children: quote.customerId ? (
              <Link to={`/projects/customers/${quote.customerId}`}>{quote.customerName}</Link>
            ) : null,
          },
          {
            key: 'project',
            label: t('quotes.project'),
            children: quote.projectId ? (
              <Link to={`/projects/${quote.projectId}`}>{quote.projectName}</Link>
            ) : null,
          },
          { key: 'date', label: t('quotes.issueDate'), children: calendarDay(quote.issueDate) },
          { key: 'valid', label: t('quotes.validUntil'), children: calendarDay(quote.validUntil) },
        ]}
      />
      <table style={{ width: '100%', marginTop: 16 }}>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'left' }}>
              {t('quotes.line.description')}
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              {t('quotes.line.quantity')}
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              {t('quotes.line.unitPrice')}
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              {t('quotes.line.vat')}
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              {t('quotes.line.net')}
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line, index) => (
            <tr key={index}>
              <td>{line.description}</td>
              <td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                {line.quantity.toLocaleString('nl-BE')} {unitLabel(line.unitCode)}
              </td>
              <td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{euro(line.unitPrice)}</td>
              <td style={{ textAlign: 'right' }}>{line.vatRate} %</td>
              <td style={{ textAlign: 'right' }}>{euro(lineNet(line))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ textAlign: 'right' }}>
        {t('quotes.net')}: {euro(quote.netAmount)} · {t('quotes.vat')}: {euro(quote.vatAmount)} ·{' '}
        <strong>
          {t('quotes.gross')}: {euro(quote.grossAmount)}
        </strong>
      </p>
      {quote.acceptedName && quote.acceptedAt && (
        <Alert
          type="success"
          showIcon
          title={t('quotes.accepted', {
            name: quote.acceptedName,
            date: formatBrusselsDay(quote.acceptedAt),
          })}
        />
      )}
      {quote.declinedAt && (
        <Alert
          type="warning"
          showIcon
          title={t('quotes.declined', {
            date: formatBrusselsDay(quote.declinedAt),
            reason: quote.declinedReason || '—',
          })}
        />
      )}
      {quote.invoices.length > 0 && (
        <>
          <h2>{t('quotes.invoices')}</h2>
          <ul>
            {quote.invoices.map((invoice) => (
              <li key={invoice.id}>
                <Link to={`/invoices/${invoice.id}`}>
                  {invoice.number ?? `#${invoice.id}`} · {invoice.status} ·{' '}
                  {euro(invoice.grossAmount)}
                  {invoice.deposit ? ` · ${t('quotes.toInvoice.deposit')}` : ''}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/**
 * One quote (docs/product.md § Offertes): a draft's editor with Opslaan, Versturen and
 * Verwijderen; a sent quote's detail with Nieuwe versie and, once accepted, Naar factuur.
 * `/invoices/quotes/new?project=12&customer=5` starts a draft for that project and customer.
 */
export default function QuotePage() {
  const { id: idParam } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const isNew = idParam === undefined || idParam === 'new';
  const id = isNew ? 0 : Number(idParam);
  const { data: quote, isLoading, isError } = useGetQuoteQuery({ id }, { skip: isNew });
  // What staff typed, for this quote; else the quote as stored (or a new one's start).
  const [edited, setEdited] = useState<{ id: number; draft: Draft }>();
  const draft =
    edited?.id === id
      ? edited.draft
      : isNew
        ? {
            ...draftOf(),
            projectId: Number(search.get('project')) || undefined,
            customerId: Number(search.get('customer')) || undefined,
          }
        : draftOf(quote);
  const setDraft = (next: Draft) => setEdited({ id, draft: next });
  const [create, creating] = useCreateQuoteMutation();
  const [update, updating] = useUpdateQuoteMutation();
  const [send, sending] = useSendQuoteMutation();
  const [remove] = useRemoveQuoteMutation();
  const [readPdf] = useLazyGetQuotePdfQuery();
  const [toInvoiceOpen, setToInvoiceOpen] = useState(false);

  if (!isNew && isLoading) return <Spin />;
  if (!isNew && (isError || !quote)) return <Result status="404" title={t('quotes.notFound')} />;

  const save = async () => {
    try {
      if (isNew) {
        const created = await create({ quoteInput: inputOf(draft) }).unwrap();
        message.success(t('quotes.saved'));
        navigate(`../${created.id}`, { relative: 'path' });
      } else {
        await update({ id, quoteInput: inputOf(draft) }).unwrap();
        message.success(t('quotes.saved'));
      }
      return true;
    } catch (error) {
      message.error(messageOf(error));
      return false;
    }
  };

  const sendNow = () =>
    modal.confirm({
      title: t('quotes.send'),
      content: t('quotes.sendConfirm', { email: quote?.customerEmail ?? '' }),
      okText: t('quotes.send'),
      onOk: async () => {
        if (!(await save())) return;
        try {
          const sent = await send({ id }).unwrap();
          message.success(t('quotes.sent', { number: sent.number }));
        } catch (error) {
          message.error(messageOf(error));
        }
      },
    });

  const newVersion = async () => {
    try {
      const next = await update({ id, quoteInput: {} }).unwrap();
      message.success(t('quotes.newVersionMade', { version: next.version }));
      navigate(`../${next.id}`, { relative: 'path' });
    } catch (error) {
      message.error(messageOf(error));
    }
  };

  const removeDraft = async () => {
    try {
      await remove({ id }).unwrap();
      message.success(t('quotes.removed'));
      navigate('..', { relative: 'path' });
    } catch (error) {
      message.error(messageOf(error));
    }
  };

  const editable = isNew || quote?.status === 'concept';
  const title = isNew ? t('quotes.new') : `Offerte ${quoteNumber(quote!)}`;
  return (
    <>
      <h2 className="bo-invoice__title">{title}</h2>
      <Space wrap align="center" style={{ marginBottom: 16 }}>
        {quote && <QuoteStatusTag status={quote.status} />}
        {quote?.previousId && (
          <Link to={`../${quote.previousId}`} relative="path">
            {t('quotes.previous')}
          </Link>
        )}
        {quote?.nextId && (
          <Link to={`../${quote.nextId}`} relative="path">
            {t('quotes.replacedBy')}
          </Link>
        )}
      </Space>
      <Space wrap style={{ display: 'flex', marginBottom: 16 }}>
        {editable && (
          <Button
            type="primary"
            loading={creating.isLoading || updating.isLoading}
            onClick={() => void save()}
          >
            {t('quotes.save')}
          </Button>
        )}
        {quote?.status === 'concept' && (
          <Button loading={sending.isLoading} onClick={sendNow}>
            {t('quotes.send')}
          </Button>
        )}
        {quote &&
          ['verzonden', 'geweigerd', 'vervallen'].includes(quote.status) &&
          !quote.nextId && (
            <Button onClick={() => void newVersion()}>{t('quotes.newVersion')}</Button>
          )}
        {quote?.status === 'aanvaard' && !quote.invoices.some((invoice) => !invoice.deposit) && (
          <Button type="primary" onClick={() => setToInvoiceOpen(true)}>
            {t('quotes.toInvoice')}
          </Button>
        )}
        {quote && (
          <Button
            onClick={() =>
              void openFile(
                `Offerte ${quoteNumber(quote)}.pdf`,
                false,
                async () => (await readPdf({ id })).data as string | undefined,
              )
            }
          >
            {t('quotes.pdf')}
          </Button>
        )}
        {quote?.status === 'concept' && (
          <Button danger onClick={() => void removeDraft()}>
            {t('quotes.remove')}
          </Button>
        )}
      </Space>
      {editable ? (
        <QuoteForm key={id} draft={draft} onChange={setDraft} />
      ) : (
        <QuoteFacts quote={quote!} />
      )}
      {quote && (
        <ToInvoiceModal
          key={`${quote.id}:${quote.invoices.length}`}
          quote={quote}
          open={toInvoiceOpen}
          onClose={() => setToInvoiceOpen(false)}
        />
      )}
    </>
  );
}
