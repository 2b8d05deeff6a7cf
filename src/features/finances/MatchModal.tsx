import { CloseOutlined } from '@ant-design/icons';
import { Alert, App, Button, Empty, Form, Input, InputNumber, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { format, t } from '../../i18n/finances';
import { FormModal } from '../../shared/form-modal';
import { useDebouncedSearch } from '../../shared/page-hooks/debounced-search';
import { refusalWords } from '../../store/errors';
import {
  useGetBankLineSuggestionsQuery,
  useGetInvoiceChoicesQuery,
  useMatchBankLineMutation,
  type BankLine,
} from './api';
import { formatDay, formatEuro } from './format';

/** An invoice chosen for the movement, and the part of the movement it takes (cents). */
interface Part {
  invoiceId: number;
  number: string;
  openAmount: number;
  amount: number;
}

/** What the modal offers to choose: a suggestion (with its evidence) or a found invoice. */
interface Candidate {
  invoiceId: number;
  number: string;
  customerName: string | null;
  openAmount: number;
  dueDate: string | null;
  evidence?: string[];
}

function CandidateList({
  candidates,
  chosen,
  onChoose,
}: {
  candidates: Candidate[];
  chosen: Part[];
  onChoose: (candidate: Candidate) => void;
}) {
  return (
    <ul className="bo-finances__candidates">
      {candidates.map((candidate) => (
        <li key={candidate.invoiceId}>
          <div className="bo-finances__candidate">
            <span>
              <strong>{candidate.number}</strong> · {candidate.customerName ?? ''}
            </span>
            <span className="bo-finances__muted">
              {format(t('finances.match.open'), { amount: formatEuro(candidate.openAmount) })}
              {candidate.dueDate &&
                ` · ${format(t('finances.match.due'), { date: formatDay(candidate.dueDate) })}`}
            </span>
            {candidate.evidence && (
              <ul className="bo-finances__evidence">
                {candidate.evidence.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            )}
          </div>
          <Button
            size="small"
            disabled={chosen.some((part) => part.invoiceId === candidate.invoiceId)}
            onClick={() => onChoose(candidate)}
            aria-label={`${t('finances.match.take')} ${candidate.number}`}
          >
            {t('finances.match.take')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Invoices found by number or customer: the open ones only. */
function InvoiceSearch({ chosen, onChoose }: { chosen: Part[]; onChoose: (c: Candidate) => void }) {
  const [query, setQuery] = useState('');
  const { typed, setTyped, searchNow } = useDebouncedSearch(query, setQuery);
  const { data, isFetching } = useGetInvoiceChoicesQuery(query, { skip: !query });
  const open = (data?.invoices ?? [])
    .filter((invoice) => invoice.kind === 'invoice' && invoice.number && invoice.openAmount > 0)
    .map((invoice) => ({
      invoiceId: invoice.id,
      number: invoice.number!,
      customerName: invoice.customer?.name ?? null,
      openAmount: invoice.openAmount,
      dueDate: invoice.dueDate,
    }));
  return (
    <section className="bo-finances__match-section">
      <h3 className="bo-finances__subheading">{t('finances.match.search')}</h3>
      <Input.Search
        allowClear
        aria-label={t('finances.match.search')}
        placeholder={t('finances.match.searchPlaceholder')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onSearch={searchNow}
        loading={isFetching}
      />
      {query && <CandidateList candidates={open} chosen={chosen} onChoose={onChoose} />}
    </section>
  );
}

/**
 * Staff match an incoming movement to one or more open invoices (docs/product.md § Financiën):
 * the server's suggestions with their evidence first, any other invoice found by number or
 * customer; each chosen invoice takes a part of the movement, at first what is open on it, at
 * most what is left. The server checks it all again and says why it refuses.
 */
export function MatchModal({ line, onClose }: { line: BankLine; onClose: () => void }) {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const [match, { isLoading }] = useMatchBankLineMutation();
  const suggestions = useGetBankLineSuggestionsQuery({ id: line.id });
  const [parts, setParts] = useState<Part[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const left = line.amount - line.matchedAmount;
  const total = parts.reduce((sum, part) => sum + part.amount, 0);

  const choose = (candidate: Candidate) =>
    setParts((chosen) => {
      const rest = left - chosen.reduce((sum, part) => sum + part.amount, 0);
      return [
        ...chosen,
        {
          invoiceId: candidate.invoiceId,
          number: candidate.number,
          openAmount: candidate.openAmount,
          amount: Math.max(0, Math.min(candidate.openAmount, rest)),
        },
      ];
    });

  const submit = async () => {
    setFailure(null);
    if (parts.length === 0) return setFailure(t('finances.match.noneChosen'));
    if (total > left) return undefined;
    try {
      await match({
        id: line.id,
        bankMatchInput: {
          invoices: parts.map(({ invoiceId, amount }) => ({ invoiceId, amount })),
        },
      }).unwrap();
      message.success(t('finances.match.saved'));
      onClose();
    } catch (caught) {
      setFailure(refusalWords(caught, [400, 409]));
    }
  };

  let suggested;
  if (suggestions.data) {
    suggested = suggestions.data.suggestions.length ? (
      <CandidateList candidates={suggestions.data.suggestions} chosen={parts} onChoose={choose} />
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('finances.match.noSuggestions')} />
    );
  } else if (suggestions.isError) {
    suggested = <Alert type="warning" showIcon title={t('finances.match.suggestionsFailed')} />;
  } else {
    suggested = <Skeleton active paragraph={{ rows: 2 }} />;
  }

  const tooMuch = total > left;
  return (
    <FormModal
      open
      title={t('finances.match.title')}
      form={form}
      onFinish={submit}
      onClose={onClose}
      saving={isLoading}
      saveText={t('finances.match.save')}
      cancelText={t('finances.match.cancel')}
      width={720}
    >
      <p className="bo-finances__movement">
        {format(t('finances.match.movement'), {
          amount: formatEuro(line.amount),
          date: formatDay(line.entryDate),
          party:
            line.counterpartyName || line.counterpartyAccount || t('finances.lines.unknownParty'),
        })}
        {line.communication && <span className="bo-finances__muted"> · {line.communication}</span>}
      </p>
      <p>
        <Tag color={tooMuch ? 'red' : 'blue'}>
          {format(t('finances.match.left'), { amount: formatEuro(left - total) })}
        </Tag>
      </p>
      <section className="bo-finances__match-section">
        <h3 className="bo-finances__subheading">{t('finances.match.suggestions')}</h3>
        {suggested}
      </section>
      <InvoiceSearch chosen={parts} onChoose={choose} />
      <section className="bo-finances__match-section">
        <h3 className="bo-finances__subheading">{t('finances.match.chosen')}</h3>
        {parts.length === 0 ? (
          <p className="bo-finances__muted">{t('finances.match.noneChosen')}</p>
        ) : (
          <ul className="bo-finances__parts">
            {parts.map((part) => (
              <li key={part.invoiceId}>
                <span className="bo-finances__part-number">{part.number}</span>
                <InputNumber<number>
                  aria-label={format(t('finances.match.partOf'), { number: part.number })}
                  prefix="€"
                  decimalSeparator=","
                  precision={2}
                  min={0.01}
                  max={part.openAmount / 100}
                  value={part.amount / 100}
                  onChange={(euros) =>
                    setParts((chosen) =>
                      chosen.map((each) =>
                        each === part ? { ...each, amount: Math.round((euros ?? 0) * 100) } : each,
                      ),
                    )
                  }
                />
                <Button
                  type="text"
                  icon={<CloseOutlined aria-hidden="true" />}
                  aria-label={format(t('finances.match.remove'), { number: part.number })}
                  onClick={() => setParts((chosen) => chosen.filter((each) => each !== part))}
                />
              </li>
            ))}
          </ul>
        )}
        {tooMuch && (
          <Alert
            type="error"
            showIcon
            title={format(t('finances.match.tooMuch'), {
              total: formatEuro(total),
              left: formatEuro(left),
            })}
          />
        )}
      </section>
      {failure && <Alert type="error" showIcon title={failure} />}
    </FormModal>
  );
}
