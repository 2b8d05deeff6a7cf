import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, DatePicker, Empty, Form, Select, Skeleton, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { format, t } from '../../i18n/finances';
import { FailureAlert } from './FailureAlert';
import { todayInBrussels } from '../../shared/brussels';
import { useDownload } from '../../shared/chat-files/use-download';
import { dayjs } from '../../shared/dates';
import { LoadFailed } from '../../shared/LoadFailed';
import { refusalWords } from '../../store/errors';
import {
  useCreatePaymentRunMutation,
  useGetBankAccountsQuery,
  useGetPaymentCandidatesQuery,
  useGetPaymentRunsQuery,
  useLazyGetPaymentRunFileQuery,
  type PaymentCandidates,
  type PaymentRunList,
} from './api';
import { formatDay, formatEuro, formatIban } from './format';

type Candidate = PaymentCandidates['purchases'][number];
type Run = PaymentRunList['runs'][number];

/** How far ahead a run looks by default: what falls due in the next two weeks. */
const DEFAULT_HORIZON_DAYS = 14;

/** Saves a run's file, read with the staff session (the same bytes every time). */
function useRunDownload() {
  const [readFile] = useLazyGetPaymentRunFileQuery();
  const save = useDownload(readFile);
  return (run: { id: number; messageId: string }) =>
    save(`${run.messageId.toLowerCase()}.xml`, { id: run.id });
}

/** What the supplier receives, and what the inhoudingsplicht sends elsewhere. */
function SupplierAmount({ candidate }: { candidate: Candidate }) {
  const withheld = candidate.socialAmount + candidate.taxAmount;
  return (
    <span className="bo-finances__party">
      <span className="bo-finances__nowrap">{formatEuro(candidate.supplierAmount)}</span>
      {withheld > 0 && (
        <span className="bo-finances__muted">
          {format(t('finances.payments.withheld'), {
            social: formatEuro(candidate.socialAmount),
            tax: formatEuro(candidate.taxAmount),
          })}
        </span>
      )}
    </span>
  );
}

/** The earlier runs: their day, what they paid and how much of it the bank shows paid. */
function EarlierRuns({ runs }: { runs: Run[] }) {
  const download = useRunDownload();
  if (runs.length === 0) return null;
  return (
    <section className="bo-finances__runs" aria-labelledby="bo-finances-runs">
      <h3 id="bo-finances-runs" className="bo-finances__subheading">
        {t('finances.payments.earlier')}
      </h3>
      <ul className="bo-finances__account-list">
        {runs.map((run) => {
          const invoices = new Map(run.transfers.map((tr) => [tr.purchaseId, tr.status]));
          const paid = [...invoices.values()].filter((status) => status === 'betaald').length;
          return (
            <li key={run.id}>
              <span className="bo-finances__account-name">{formatDay(run.executionDate)}</span>
              <span>{run.messageId}</span>
              <span className="bo-finances__nowrap">{formatEuro(run.total)}</span>
              <span className="bo-finances__muted">
                {format(t('finances.payments.runState'), {
                  transfers: run.transfers.length,
                  paid,
                  invoices: invoices.size,
                })}
              </span>
              <span className="bo-finances__account-actions">
                <Button
                  size="small"
                  icon={<DownloadOutlined aria-hidden="true" />}
                  onClick={() => download(run)}
                  aria-label={format(t('finances.payments.downloadOf'), { id: run.messageId })}
                >
                  {t('finances.payments.download')}
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * Payments out (docs/product.md § Financiën: payments out): the approved supplier invoices due
 * by a day, chosen and paid by one SEPA file for the bank, made and checked by the server. The
 * invoices become `te betalen`, and `betaald` when the bank's statement shows the transfer.
 */
export function PaymentRuns({ mayWrite }: { mayWrite: boolean }) {
  const [dueBy, setDueBy] = useState(() =>
    dayjs(todayInBrussels()).add(DEFAULT_HORIZON_DAYS, 'day').format('YYYY-MM-DD'),
  );
  const [executionDate, setExecutionDate] = useState(todayInBrussels);
  const [accountId, setAccountId] = useState<number | undefined>();
  const [chosen, setChosen] = useState<number[]>([]);
  const [made, setMade] = useState<{ id: number; messageId: string; total: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const candidates = useGetPaymentCandidatesQuery({ dueBy });
  const runs = useGetPaymentRunsQuery();
  const { data: accounts } = useGetBankAccountsQuery();
  const [createRun, { isLoading }] = useCreatePaymentRunMutation();
  const download = useRunDownload();
  const account = accountId ?? accounts?.[0]?.id;
  const rows = candidates.data?.purchases ?? [];
  const selected = rows.filter((row) => chosen.includes(row.id) && !row.blocked);
  const total = selected.reduce((sum, row) => sum + row.grossAmount, 0);

  const make = async () => {
    setFailure(null);
    setMade(null);
    if (account === undefined) return setFailure(t('finances.payments.noAccount'));
    try {
      const answer = await createRun({
        paymentRunInput: {
          purchaseIds: selected.map((row) => row.id),
          executionDate,
          accountId: account,
        },
      }).unwrap();
      setMade(answer);
      setChosen([]);
    } catch (caught) {
      setFailure(refusalWords(caught, [400, 404, 409]));
    }
  };

  let body;
  if (candidates.isError)
    body = (
      <LoadFailed
        title={t('finances.payments.loadFailed')}
        error={candidates.error}
        onRetry={candidates.refetch}
      />
    );
  else if (!candidates.data) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else
    body = (
      <>
        {candidates.data.more && (
          <Alert
            className="bo-finances__import-outcome"
            type="info"
            showIcon
            title={t('finances.payments.more')}
          />
        )}
        <Table<Candidate>
          rowKey="id"
          size="middle"
          dataSource={rows}
          loading={candidates.isFetching}
          pagination={false}
          scroll={{ x: 880 }}
          rowSelection={
            mayWrite
              ? {
                  selectedRowKeys: chosen,
                  onChange: (keys) => setChosen(keys as number[]),
                  getCheckboxProps: (row) => ({
                    disabled: row.blocked !== null,
                    'aria-label': format(t('finances.payments.choose'), { number: row.number }),
                  }),
                }
              : undefined
          }
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={format(t('finances.payments.empty'), { day: formatDay(dueBy) })}
              />
            ),
          }}
          columns={[
            {
              key: 'supplier',
              title: t('finances.payments.supplier'),
              render: (_, row) => (
                <span className="bo-finances__party">
                  <span>{row.supplierName}</span>
                  <span className="bo-finances__muted">{row.iban && formatIban(row.iban)}</span>
                </span>
              ),
            },
            {
              key: 'number',
              title: t('finances.payments.invoice'),
              render: (_, row) => <Link to={`/shopping/${row.id}`}>{row.number}</Link>,
            },
            {
              key: 'due',
              title: t('finances.payments.due'),
              render: (_, row) => (
                <span className="bo-finances__nowrap">
                  {row.dueDate ? formatDay(row.dueDate) : t('finances.payments.onReceipt')}
                </span>
              ),
            },
            {
              key: 'reference',
              title: t('finances.payments.reference'),
              render: (_, row) =>
                row.blocked ? (
                  <span className="bo-finances__blocked">{row.blocked}</span>
                ) : (
                  <span className="bo-finances__structured">
                    {row.reference ||
                      format(t('finances.payments.freeText'), { number: row.number })}
                  </span>
                ),
            },
            {
              key: 'amount',
              title: t('finances.payments.amount'),
              align: 'right',
              render: (_, row) => <SupplierAmount candidate={row} />,
            },
          ]}
        />
      </>
    );

  return (
    <Card
      className="bo-finances__payments"
      title={<h2 className="bo-finances__heading">{t('finances.payments.title')}</h2>}
    >
      {/* Choices that filter and shape the run, not a form sent by itself: no <form> element. */}
      <Form component="div" layout="inline" className="bo-finances__payment-form">
        <Form.Item label={t('finances.payments.dueBy')} htmlFor="bo-payments-due-by">
          <DatePicker
            id="bo-payments-due-by"
            format="DD/MM/YYYY"
            allowClear={false}
            value={dayjs(dueBy)}
            onChange={(day: Dayjs | null) => day && setDueBy(day.format('YYYY-MM-DD'))}
          />
        </Form.Item>
        {mayWrite && (
          <>
            <Form.Item label={t('finances.payments.account')} htmlFor="bo-payments-account">
              <Select
                id="bo-payments-account"
                className="bo-finances__account-select"
                value={account}
                onChange={setAccountId}
                options={accounts?.map((option) => ({
                  value: option.id,
                  label: `${option.name} · ${formatIban(option.iban)}`,
                }))}
              />
            </Form.Item>
            <Form.Item label={t('finances.payments.executionDate')} htmlFor="bo-payments-execution">
              <DatePicker
                id="bo-payments-execution"
                format="DD/MM/YYYY"
                allowClear={false}
                value={dayjs(executionDate)}
                disabledDate={(day) => day.format('YYYY-MM-DD') < todayInBrussels()}
                onChange={(day: Dayjs | null) => day && setExecutionDate(day.format('YYYY-MM-DD'))}
              />
            </Form.Item>
          </>
        )}
      </Form>
      {body}
      {mayWrite && (
        <div className="bo-finances__payment-footer">
          <span>
            {format(t('finances.payments.chosen'), {
              count: selected.length,
              total: formatEuro(total),
            })}
          </span>
          <Button
            type="primary"
            disabled={selected.length === 0}
            loading={isLoading}
            onClick={() => void make()}
          >
            {t('finances.payments.make')}
          </Button>
        </div>
      )}
      {made && (
        <Alert
          className="bo-finances__import-outcome"
          type="success"
          showIcon
          closable
          onClose={() => setMade(null)}
          title={format(t('finances.payments.made'), {
            id: made.messageId,
            total: formatEuro(made.total),
          })}
          action={
            <Button
              size="small"
              icon={<DownloadOutlined aria-hidden="true" />}
              onClick={() => download(made)}
            >
              {t('finances.payments.download')}
            </Button>
          }
        />
      )}
      <FailureAlert failure={failure} onClose={() => setFailure(null)} />
      {runs.data && <EarlierRuns runs={runs.data.runs} />}
    </Card>
  );
}
