import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Input, Result, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { t } from '../../../i18n/quotes';
import { formatBrusselsDay } from '../../../shared/brussels';
import { openFile } from '../../../shared/chat-files/file-urls';
import { PageTitle } from '../../../shared/PageTitle';
import { calendarDay, euro, unitLabel } from '../format';
import {
  useAcceptPublicQuoteMutation,
  useDeclinePublicQuoteMutation,
  useGetPublicQuoteQuery,
  useLazyGetPublicQuotePdfQuery,
  type PublicQuote,
} from './api';
import './quote-public.css';

/** The token of the link's fragment (`/offerte/12#<token>`): never sent in the address. */
export const tokenOfHash = (hash: string) => decodeURIComponent(hash.replace(/^#/, '').trim());

const messageOf = (error: unknown) =>
  (error as { data?: { message?: string } } | undefined)?.data?.message ?? t('quotePublic.failed');

function Lines({ quote }: { quote: PublicQuote }) {
  return (
    <ul className="quote-public-lines" aria-label={t('quotes.lines')}>
      {quote.lines.map((line, index) => (
        <li key={index}>
          <div className="quote-public-line-head">
            <span>{line.description}</span>
            <strong>{euro(line.net)}</strong>
          </div>
          <Typography.Text type="secondary">
            {line.quantity.toLocaleString('nl-BE')} {unitLabel(line.unitCode)} ×{' '}
            {euro(line.unitPrice)}
            {line.discountPercent ? ` − ${line.discountPercent} %` : ''} · btw {line.vatRate} %
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}

function Totals({ quote }: { quote: PublicQuote }) {
  return (
    <dl className="quote-public-totals">
      <dt>{t('quotes.net')}</dt>
      <dd>{euro(quote.netAmount)}</dd>
      {quote.vat.map((group) => (
        <div key={`${group.category}${group.rate}`} className="quote-public-total-row">
          <dt>
            {t('quotes.vat')} {group.rate} %
          </dt>
          <dd>{euro(group.tax)}</dd>
        </div>
      ))}
      <dt className="quote-public-gross">{t('quotes.gross')}</dt>
      <dd className="quote-public-gross">{euro(quote.grossAmount)}</dd>
    </dl>
  );
}

function AnswerForms({ id, token }: { id: number; token: string }) {
  const [mode, setMode] = useState<'accept' | 'decline'>('accept');
  const [accept, accepting] = useAcceptPublicQuoteMutation();
  const [decline, declining] = useDeclinePublicQuoteMutation();
  const [failure, setFailure] = useState<string>();
  const headers = { id, 'x-quote-token': token };

  if (mode === 'decline')
    return (
      <Form
        layout="vertical"
        requiredMark={false}
        onFinish={async ({ reason }: { reason?: string }) => {
          try {
            await decline({ ...headers, quoteDeclineInput: { reason: reason ?? '' } }).unwrap();
          } catch (error) {
            setFailure(messageOf(error));
          }
        }}
      >
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
        <Form.Item name="reason" label={t('quotePublic.reason')}>
          <Input.TextArea rows={3} maxLength={2000} autoFocus />
        </Form.Item>
        <Space wrap>
          <Button danger htmlType="submit" loading={declining.isLoading}>
            {t('quotePublic.confirmDecline')}
          </Button>
          <Button onClick={() => setMode('accept')}>{t('quotePublic.cancel')}</Button>
        </Space>
      </Form>
    );

  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={async ({ name }: { name: string }) => {
        try {
          await accept({ ...headers, quoteAcceptInput: { name } }).unwrap();
        } catch (error) {
          setFailure(messageOf(error));
        }
      }}
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="name"
        label={t('quotePublic.name')}
        rules={[{ required: true, whitespace: true, message: t('quotePublic.nameRequired') }]}
      >
        <Input autoComplete="name" maxLength={200} />
      </Form.Item>
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[
          {
            validator: (_rule, value) =>
              value ? Promise.resolve() : Promise.reject(new Error(t('quotePublic.agreeRequired'))),
          },
        ]}
      >
        <Checkbox>{t('quotePublic.agree')}</Checkbox>
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={accepting.isLoading}>
          {t('quotePublic.accept')}
        </Button>
        <Button onClick={() => setMode('decline')}>{t('quotePublic.decline')}</Button>
      </Space>
    </Form>
  );
}

function Outcome({ quote }: { quote: PublicQuote }) {
  switch (quote.status) {
    case 'aanvaard':
      return (
        <Alert
          type="success"
          showIcon
          title={t('quotePublic.acceptedDone')}
          description={t('quotePublic.acceptedBy', {
            name: quote.acceptedName ?? '',
            date: quote.acceptedAt ? formatBrusselsDay(quote.acceptedAt) : '',
          })}
        />
      );
    case 'geweigerd':
      return <Alert type="info" showIcon title={t('quotePublic.declinedDone')} />;
    case 'vervallen':
      return <Alert type="warning" showIcon title={t('quotePublic.expired')} />;
    case 'vervangen':
      return <Alert type="warning" showIcon title={t('quotePublic.replaced')} />;
    default:
      return null;
  }
}

/**
 * The customer's page of a quote (`/offerte/:id#<token>`, from the mail's link; docs/product.md
 * § Offertes): the company, the lines and totals, the PDF, and the answer, accept with a name
 * and a tick or decline with a reason. No account; phone-sized first.
 */
export default function QuotePublicPage() {
  const id = Number(useParams().id);
  const [token] = useState(() => tokenOfHash(window.location.hash));
  const valid = Number.isSafeInteger(id) && id > 0 && token !== '';
  const { data: quote, isLoading } = useGetPublicQuoteQuery(
    { id, 'x-quote-token': token },
    { skip: !valid },
  );
  const [readPdf] = useLazyGetPublicQuotePdfQuery();

  if (valid && isLoading)
    return (
      <main className="quote-public-page">
        <Spin description={t('quotePublic.loading')}>
          <div style={{ minHeight: 120 }} />
        </Spin>
      </main>
    );
  if (!quote)
    return (
      <main className="quote-public-page">
        <PageTitle>{t('quotePublic.notFound')}</PageTitle>
        <Result status="warning" subTitle={t('quotePublic.notFoundText')} />
      </main>
    );

  const number = quote.version > 1 ? `${quote.number} (v${quote.version})` : quote.number;
  const company = quote.company;
  return (
    <main className="quote-public-page">
      <PageTitle>{t('quotePublic.title', { number })}</PageTitle>
      <header className="quote-public-company">
        <strong>{company.name}</strong>
        <span>
          {[company.street, `${company.postalCode} ${company.city}`.trim()]
            .filter(Boolean)
            .join(', ')}
        </span>
        {company.email && <a href={`mailto:${company.email}`}>{company.email}</a>}
      </header>
      {quote.title && <Typography.Title level={2}>{quote.title}</Typography.Title>}
      <Typography.Paragraph>
        {quote.customerName && <>{t('quotePublic.for', { name: quote.customerName })} · </>}
        {t('quotePublic.validUntil', { date: calendarDay(quote.validUntil) })}
      </Typography.Paragraph>
      {quote.note && (
        <Typography.Paragraph className="quote-public-note">{quote.note}</Typography.Paragraph>
      )}
      <Lines quote={quote} />
      <Totals quote={quote} />
      <Button
        icon={<DownloadOutlined />}
        onClick={() =>
          void openFile(
            `Offerte ${quote.number}.pdf`,
            true,
            async () => (await readPdf({ id, 'x-quote-token': token })).data as string | undefined,
          )
        }
      >
        {t('quotePublic.download')}
      </Button>
      <section className="quote-public-answer" aria-label={t('quotePublic.accept')}>
        {quote.status === 'verzonden' ? (
          <AnswerForms id={id} token={token} />
        ) : (
          <Outcome quote={quote} />
        )}
      </section>
    </main>
  );
}
