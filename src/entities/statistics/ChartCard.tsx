import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Segmented } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/statistics';
import { downloadCsv, toCsv } from './csv';
import { useAddressFilters } from '../../shared/page-hooks/address-filters';

export type Cell = string | number | null;

export interface ChartRow {
  cells: Cell[];
  /** The list behind the row: its first cell links there. */
  to?: string;
  /** The lists behind its other cells, by column (a figure that is not zero links there). */
  cellTo?: (string | undefined)[];
}

interface ChartCardProps {
  /** Its key in the address (`?tables=…` lists the cards shown as a table). */
  id: string;
  title: string;
  columns: string[];
  rows: ChartRow[];
  /** The CSV file's name, without '.csv'. */
  csvName: string;
  children: ReactNode;
  /** Shown instead of both when there is nothing to show. */
  empty?: string;
  /** Its title's heading level: 3 under a screen's section (h2), 2 right under the screen's h1. */
  level?: 2 | 3;
}

/**
 * A chart with its numbers: a switch shows them as a table instead (the choice kept in the
 * address), and a button downloads them as CSV. The table and the CSV hold the same rows.
 */
export function ChartCard({
  id,
  title,
  columns,
  rows,
  csvName,
  children,
  empty,
  level = 3,
}: ChartCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const [params, setFilters] = useAddressFilters();
  const tables = (params.get('tables') ?? '').split(',').filter(Boolean);
  const asTable = tables.includes(id);
  const show = (view: 'chart' | 'table') => {
    const others = tables.filter((table) => table !== id);
    setFilters({ tables: (view === 'table' ? [...others, id] : others).join(',') });
  };
  const download = () =>
    downloadCsv(
      `${csvName}.csv`,
      toCsv(
        columns,
        rows.map((row) => row.cells),
      ),
    );

  let body: ReactNode;
  if (empty && rows.length === 0) body = <p className="bo-chart__empty">{empty}</p>;
  else if (asTable)
    body = (
      <div className="bo-chart__table-wrap">
        <table className="bo-chart__table">
          <caption className="bo-sr-only">{title}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {row.cells.map((cell, column) =>
                  column === 0 ? (
                    <th key={column} scope="row">
                      {row.to ? <Link to={row.to}>{cell}</Link> : cell}
                    </th>
                  ) : (
                    <td key={column}>
                      {row.cellTo?.[column] && cell ? (
                        <Link to={row.cellTo[column]}>{cell}</Link>
                      ) : (
                        (cell ?? '—')
                      )}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  else body = children;

  return (
    <Card
      className="bo-chart"
      title={<Heading className="bo-chart__title">{title}</Heading>}
      extra={
        <div className="bo-chart__actions">
          <Segmented<'chart' | 'table'>
            size="small"
            aria-label={t('statistics.view', { title })}
            value={asTable ? 'table' : 'chart'}
            onChange={show}
            options={[
              { value: 'chart', label: t('statistics.showChart') },
              { value: 'table', label: t('statistics.showTable') },
            ]}
          />
          <Button
            size="small"
            icon={<DownloadOutlined />}
            onClick={download}
            aria-label={`${t('statistics.downloadCsv')}: ${title}`}
          >
            CSV
          </Button>
        </div>
      }
    >
      {body}
    </Card>
  );
}
