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
  useGetPurchaseChoicesQuery,
  useMatchBankLineMutation,
  type BankLine,
} from './api';
import { formatDay, formatEuro } from './format';

/** An invoice of ours (incoming money) or a supplier's (outgoing). */
type Kind = 'invoice' | 'purchase';

/** What the modal offers to choose: a suggestion (with its evidence) or a found document. */
interface Candidate {
  kind: Kind;
  id: number;
  number: string;
  partyName: string | null;
  openAmount: number;
  dueDate: string | null;
  evidence?: string[];
}

/** A chosen document and the part of the movement it takes (cents): a purchase takes it all. */
interface Part extends Candidate {
  amount: number;
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
        <li key={candidate.id}>
          <div className="bo-finances__candidate">
            <span>
              <strong>{candidate.number}</strong> · {candidate.partyName ?? ''}
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
            disabled={chosen.some((part) => part.id === candidate.id)}
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

/** Open invoices of ours found by number or customer. */
function useInvoiceCandidates(query: string) {
  const { data, isFetching } = useGetInvoiceChoicesQuery(query, { skip: !query });
  const found: Candidate[] = (data?.invoices ?? [])
    .filter((invoice) => invoice.kind === 'invoice' && invoice.number && invoice.openAmount > 0)
    .map((invoice) => ({
      kind: 'invoice',
      id: invoice.id,
      number: invoice.number!,
      partyName: invoice.customer?.name ?? null,
      openAmount: invoice.openAmount,
      dueDate: invoice.dueDate,
    }));
  return { found, isFetching };
}

/** Suppliers' invoices found by number or supplier: the approved ones not paid yet. */
function usePurchaseCandidates(query: string) {
  const { data, isFetching } = useGetPurchaseChoicesQuery(query, { skip: !query });
  const found: Candidate[] = (data?.purchases ?? [])
    .filter(
      (purchase) =>
        purchase.kind === 'invoice' &&
        (purchase.status === 'goedgekeurd' || purchase.status === 'te betalen'),
    )
    .map((purchase) => ({
      kind: 'purchase',
      id: purchase.id,
      number: purchase.number,
      partyName: purchase.supplier?.name ?? null,
      openAmount: purchase.grossAmount,
      dueDate: purchase.dueDate,
    }));
  return { found, isFetching };
}

function DocumentSearch({
  kind,
  chosen,
  onChoose,
}: {
  kind: Kind;
  chosen: Part[];
  onChoose: (candidate: Candidate) => void;
}) {
  const [query, setQuery] = useState('');
  const { typed, setTyped, searchNow } = useDebouncedSearch(query, setQuery);
  const invoices = useInvoiceCandidates(kind === 'invoice' ? query : '');
  const purchases = usePurchaseCandidates(kind === 'purchase' ? query : '');
  const { found, isFetching } = kind === 'invoice' ? invoices : purchases;
  const label = t(kind === 'invoice' ? 'finances.match.search' : 'finances.match.searchPurchase');
  return (
    <section className="bo-finances__match-section">
      <h3 className="bo-finances__subheading">{label}</h3>
      <Input.Search
        allowClear
        aria-label={label}
        placeholder={t(
          kind === 'invoice'
            ? 'finances.match.searchPlaceholder'
            : 'finances.match.searchPurchasePlaceholder',
        )}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onSearch={searchNow}
        loading={isFetching}
      />
      {query && <CandidateList candidates={found} chosen={chosen} onChoose={onChoose} />}
    </section>
  );
}

/**
 * Staff match a movement (docs/product.md § Financiën): incoming money to open invoices of ours,
 * each taking a part of it (at first what is open on it); outgoing money to suppliers' approved
 * invoices, each paid in full. The server's suggestions with their evidence come first, any
 * other document found by number or name below. The server checks it all again and says why
 * it refuses.
 */
export function MatchModal({ line, onClose }: { line: BankLine; onClose: () => void }) {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const [match, { isLoading }] = useMatchBankLineMutation();
  const suggestions = useGetBankLineSuggestionsQuery({ id: line.id });
  const [parts, setParts] = useState<Part[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const kind: Kind = line.amount > 0 ? 'invoice' : 'purchase';
  const left = Math.abs(line.amount) - line.matchedAmount;
  const total = parts.reduce((sum, part) => sum + part.amount, 0);

  const choose = (candidate: Candidate) =>
    setParts((chosen) => {
      const rest = left - chosen.reduce((sum, part) => sum + part.amount, 0);
      const amount =
        candidate.kind === 'purchase'
          ? candidate.openAmount
          : Math.max(0, Math.min(candidate.openAmount, rest));
      return [...chosen, { ...candidate, amount }];
    });

  const submit = async () => {
    setFailure(null);
    if (parts.length === 0) return setFailure(t('finances.match.noneChosen'));
    if (total > left) return undefined;
    try {
      await match({
        id: line.id,
        bankMatchInput: {
          invoices: parts.map(({ id, amount }) => ({
            kind: kind === 'invoice' ? ('sale' as const) : ('purchase' as const),
            id,
            amount,
          })),
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
      title={t(kind === 'invoice' ? 'finances.match.title' : 'finances.match.titlePurchases')}
      form={form}
      onFinish={submit}
      onClose={onClose}
      saving={isLoading}
      saveText={t('finances.match.save')}
      cancelText={t('finances.match.cancel')}
      width={720}
    >
      <p className="bo-finances__movement">
        {format(t(kind === 'invoice' ? 'finances.match.movement' : 'finances.match.movementOut'), {
          amount: formatEuro(Math.abs(line.amount)),
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
      <DocumentSearch kind={kind} chosen={parts} onChoose={choose} />
      <section className="bo-finances__match-section">
        <h3 className="bo-finances__subheading">{t('finances.match.chosen')}</h3>
        {parts.length === 0 ? (
          <p className="bo-finances__muted">{t('finances.match.noneChosen')}</p>
        ) : (
          <ul className="bo-finances__parts">
            {parts.map((part) => (
              <li key={part.id}>
                <span className="bo-finances__part-number">{part.number}</span>
                <InputNumber<number>
                  aria-label={format(t('finances.match.partOf'), { number: part.number })}
                  prefix="€"
                  decimalSeparator=","
                  precision={2}
                  min={0.01}
                  max={part.openAmount / 100}
                  // A supplier's invoice is paid in full.
                  disabled={part.kind === 'purchase'}
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
