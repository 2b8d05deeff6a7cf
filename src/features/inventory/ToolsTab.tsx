import { Card, Empty, Skeleton, Switch, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/inventory';
import { todayInBrussels } from '../../shared/brussels';
import { LoadFailed } from '../../shared/LoadFailed';
import { useRowLink } from '../../shared/page-hooks/row-link';
import { useGetToolsQuery, type Tool } from '../../entities/inventory/api';
import {
  expectedBackCell,
  holderText,
  nextInspectionCell,
} from '../../entities/inventory/tool-dates';

/** The tools by name with who has them and until when; only those overdue on demand. */
export function ToolsTab() {
  const [overdue, setOverdue] = useState(false);
  const {
    data: tools,
    isError,
    error,
    refetch,
  } = useGetToolsQuery({ overdue: overdue || undefined });
  const rowLink = useRowLink<Tool>((row) => `/inventory/tools/${row.id}`, 'bo-inventory__row');
  const today = todayInBrussels();

  let body;
  if (tools) {
    body = tools.length ? (
      <Table<Tool>
        rowKey="id"
        dataSource={tools}
        size="middle"
        onRow={rowLink}
        pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          {
            key: 'name',
            title: t('tools.name'),
            render: (_, row) => <Link to={`/inventory/tools/${row.id}`}>{row.name}</Link>,
          },
          { key: 'serial', title: t('tools.serial'), dataIndex: 'serial' },
          { key: 'holder', title: t('tools.holder'), render: (_, row) => holderText(row) },
          {
            key: 'back',
            title: t('tools.expectedBack'),
            render: (_, row) => expectedBackCell(row),
          },
          {
            key: 'inspection',
            title: t('tools.nextInspection'),
            render: (_, row) => nextInspectionCell(row, today),
          },
        ]}
      />
    ) : (
      <Card>
        <Empty description={overdue ? t('tools.noneOverdue') : t('tools.empty')} />
      </Card>
    );
  } else if (isError) {
    body = <LoadFailed title={t('tools.loadFailed')} error={error} onRetry={refetch} />;
  } else {
    body = (
      <Card aria-busy="true" aria-label={t('tools.loading')}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  return (
    <>
      <div className="bo-inventory__filters">
        <label className="bo-inventory__switch">
          <Switch checked={overdue} onChange={setOverdue} aria-label={t('tools.onlyOverdue')} />{' '}
          {t('tools.onlyOverdue')}
        </label>
      </div>
      {body}
    </>
  );
}
