import { Button, Card, Empty, Popconfirm, Skeleton, Table, Tabs, Tag } from 'antd';
import { App } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { LabelKey } from '../../i18n';
import { format, t } from '../../i18n/finances';
import { LoadFailed } from '../../shared/LoadFailed';
import { useAddressFilters } from '../../shared/page-hooks/address-filters';
import { refusalWords } from '../../store/errors';
import {
  useGetBankAccountsQuery,
  useGetBankLinePagesInfiniteQuery,
  useUndoBankLineMatchesMutation,
  type BankLine,
} from './api';
import {
  BANK_LINE_TABS,
  categoryLabel,
  FILTER_OF_STATE,
  formatDay,
  formatEuro,
  formatIban,
  formatStructured,
  LINE_COLOURS,
  lineStateLabel,
  type BankLineTab,
} from './format';
import { BookModal } from './BookModal';
import { MatchModal } from './MatchModal';
import { ParkModal } from './ParkModal';

/** What an empty tab says: the work tab and the whole list say what to do. */
const EMPTY_TEXT: Partial<Record<BankLineTab, LabelKey>> = {
  open: 'finances.lines.nothingToDo',
  alle: 'finances.lines.empty',
};

const tabOf = (params: URLSearchParams): BankLineTab =>
  BANK_LINE_TABS.find((tab) => tab === params.get('state')) ?? 'open';

function Communication({ line }: { line: BankLine }) {
  return (
    <span className="bo-finances__communication">
      {line.structuredCommunication && (
        <span className="bo-finances__structured">
          {formatStructured(line.structuredCommunication)}
        </span>
      )}
      {/* The bank writes a structured communication as its text too: shown once. */}
      {line.communication &&
        (!line.structuredCommunication ||
          line.communication.replace(/\D/g, '') !== line.structuredCommunication) && (
          <span>{line.communication}</span>
        )}
      {line.reason && (
        <span className="bo-finances__reason">
          {line.state === 'geboekt' ? t(categoryLabel(line.reason)) : line.reason}
        </span>
      )}
    </span>
  );
}

function Matches({ line }: { line: BankLine }) {
  if (line.matches.length === 0) return null;
  return (
    <ul className="bo-finances__matches">
      {line.matches.map((match) => (
        <li key={match.id}>
          <Link
            to={match.invoiceId ? `/invoices/${match.invoiceId}` : `/shopping/${match.purchaseId}`}
          >
            {match.number}
          </Link>{' '}
          {formatEuro(match.amount)}
          {match.how === 'structured' && (
            <span className="bo-finances__muted"> ({t('finances.lines.auto')})</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A movement's actions: match (not all of it matched), undo (matched, or booked), book and park
 * (nothing matched).
 */
function LineActions({
  line,
  onMatch,
  onBook,
  onPark,
}: {
  line: BankLine;
  onMatch: () => void;
  onBook: () => void;
  onPark: () => void;
}) {
  const { message } = App.useApp();
  const [undo, { isLoading }] = useUndoBankLineMatchesMutation();
  const amount = formatEuro(line.amount);
  const booked = line.state === 'geboekt';
  const undoMatches = async () => {
    try {
      await undo({ id: line.id }).unwrap();
      message.success(t(booked ? 'finances.lines.unbooked' : 'finances.lines.undone'));
    } catch (caught) {
      message.error(refusalWords(caught, [400, 409]));
    }
  };
  return (
    <span className="bo-finances__actions">
      {line.matchedAmount < Math.abs(line.amount) && !booked && (
        <Button
          size="small"
          onClick={onMatch}
          aria-label={format(t('finances.lines.matchOf'), { amount })}
        >
          {t('finances.lines.match')}
        </Button>
      )}
      {(line.matchedAmount > 0 || booked) && (
        <Popconfirm
          title={t(booked ? 'finances.lines.unbook' : 'finances.lines.undo')}
          onConfirm={undoMatches}
        >
          <Button
            size="small"
            loading={isLoading}
            aria-label={format(t(booked ? 'finances.lines.unbookOf' : 'finances.lines.undoOf'), {
              amount,
            })}
          >
            {t(booked ? 'finances.lines.reset' : 'finances.lines.unlink')}
          </Button>
        </Popconfirm>
      )}
      {line.matchedAmount === 0 && !booked && (
        <Button
          size="small"
          onClick={onBook}
          aria-label={format(t('finances.lines.bookOf'), { amount })}
        >
          {t('finances.lines.book')}
        </Button>
      )}
      {line.matchedAmount === 0 && line.state === 'open' && (
        <Button
          size="small"
          onClick={onPark}
          aria-label={format(t('finances.lines.parkOf'), { amount })}
        >
          {t('finances.lines.park')}
        </Button>
      )}
    </span>
  );
}

/**
 * The statements' movements, newest first, by state (kept in the address): what is still to
 * process first. Read 50 at a time by the server's cursor.
 */
export function BankLines({ mayWrite }: { mayWrite: boolean }) {
  const [params, setFilters] = useAddressFilters();
  const tab = tabOf(params);
  const [matching, setMatching] = useState<BankLine | null>(null);
  const [parking, setParking] = useState<BankLine | null>(null);
  const [booking, setBooking] = useState<BankLine | null>(null);
  const {
    data,
    isError,
    error,
    isFetching,
    refetch,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
  } = useGetBankLinePagesInfiniteQuery({
    state: tab === 'alle' ? undefined : FILTER_OF_STATE[tab],
  });
  const lines = data?.pages.flatMap((page) => page.lines);
  const { data: accounts } = useGetBankAccountsQuery();
  const accountNames = new Map(accounts?.map((account) => [account.iban, account.name]));

  let body;
  if (lines) {
    body = (
      <>
        <Table<BankLine>
          rowKey="id"
          size="middle"
          dataSource={lines}
          loading={isFetching && !isFetchingNextPage}
          pagination={false}
          scroll={{ x: 880 }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t(EMPTY_TEXT[tab] ?? 'finances.lines.noResults')}
              />
            ),
          }}
          columns={[
            {
              key: 'date',
              title: t('finances.lines.date'),
              render: (_, line) => (
                <span className="bo-finances__party">
                  <span className="bo-finances__nowrap">{formatDay(line.entryDate)}</span>
                  <span className="bo-finances__muted">
                    {format(t('finances.lines.statementOf'), {
                      number: line.statement,
                      account: accountNames.get(line.account) ?? formatIban(line.account),
                    })}
                  </span>
                </span>
              ),
            },
            {
              key: 'counterparty',
              title: t('finances.lines.counterparty'),
              render: (_, line) => (
                <span className="bo-finances__party">
                  <span>{line.counterpartyName || t('finances.lines.unknownParty')}</span>
                  {line.counterpartyAccount && (
                    <span className="bo-finances__muted">
                      {formatIban(line.counterpartyAccount)}
                    </span>
                  )}
                </span>
              ),
            },
            {
              key: 'communication',
              title: t('finances.lines.communication'),
              render: (_, line) => <Communication line={line} />,
            },
            {
              key: 'amount',
              title: t('finances.lines.amount'),
              align: 'right',
              render: (_, line) => (
                <span
                  className={`bo-finances__nowrap bo-finances__amount bo-finances__amount--${
                    line.amount < 0 ? 'out' : 'in'
                  }`}
                >
                  {formatEuro(line.amount)}
                </span>
              ),
            },
            {
              key: 'state',
              title: t('finances.lines.status'),
              render: (_, line) => (
                <span className="bo-finances__state">
                  <Tag color={LINE_COLOURS[line.state]}>{t(lineStateLabel(line.state))}</Tag>
                  {line.state === 'open' && line.matchedAmount > 0 && (
                    <span className="bo-finances__muted">
                      {format(t('finances.lines.matchedPart'), {
                        amount: formatEuro(line.matchedAmount),
                        total: formatEuro(line.amount),
                      })}
                    </span>
                  )}
                </span>
              ),
            },
            {
              key: 'matches',
              title: t('finances.lines.matchedTo'),
              render: (_, line) => <Matches line={line} />,
            },
            ...(mayWrite
              ? [
                  {
                    key: 'actions',
                    title: t('finances.lines.actions'),
                    render: (_: unknown, line: BankLine) => (
                      <LineActions
                        line={line}
                        onMatch={() => setMatching(line)}
                        onBook={() => setBooking(line)}
                        onPark={() => setParking(line)}
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
        {hasNextPage && (
          <Button
            className="bo-finances__more"
            loading={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {t('finances.lines.more')}
          </Button>
        )}
      </>
    );
  } else if (isError) {
    body = <LoadFailed title={t('finances.lines.loadFailed')} error={error} onRetry={refetch} />;
  } else {
    body = (
      <div
        className="bo-finances__lines-loading"
        aria-busy="true"
        aria-label={t('finances.lines.loading')}
      >
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }

  return (
    <Card
      className="bo-finances__lines"
      title={<h2 className="bo-finances__heading">{t('finances.lines.title')}</h2>}
    >
      <Tabs
        aria-label={t('finances.lines.tabs')}
        activeKey={tab}
        onChange={(key) => setFilters({ state: key === 'open' ? undefined : key })}
        items={BANK_LINE_TABS.map((key) => ({ key, label: t(lineStateLabel(key)) }))}
      />
      {body}
      {matching && <MatchModal line={matching} onClose={() => setMatching(null)} />}
      {parking && <ParkModal line={parking} onClose={() => setParking(null)} />}
      {booking && <BookModal line={booking} onClose={() => setBooking(null)} />}
    </Card>
  );
}
