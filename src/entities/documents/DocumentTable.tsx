import { Table, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/documents';
import { formatBrussels } from '../../shared/brussels';
import { useRowLink } from '../../shared/page-hooks/row-link';
import type { Document } from './api';
import { textStatusColor } from './format';
import { LinkName } from './LinkName';
import './documents.css';

/** Where a document's page is. */
export const documentPath = (id: number) => `/files/${id}`;

export interface DocumentTableProps {
  documents: Document[];
  loading?: boolean;
  emptyText: string;
  /** Leaves out the tags and links (a record's page, in a narrow column). */
  compact?: boolean;
}

/**
 * Documents as a table: name (a link to its page), type, tags, links, text status and when it
 * was added (Brussels time); a row opens the document. Compact (a record's section): without
 * tags and links.
 */
export function DocumentTable({ documents, loading, emptyText, compact }: DocumentTableProps) {
  const rowLink = useRowLink<Document>(
    (document) => documentPath(document.id),
    'bo-documents__row',
  );
  return (
    <Table<Document>
      rowKey="id"
      size={compact ? 'small' : undefined}
      dataSource={documents}
      loading={loading}
      pagination={false}
      locale={{ emptyText }}
      onRow={rowLink}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'name',
          title: t('documents.name'),
          render: (_, document) => (
            <span className="bo-documents__name">
              <Link to={documentPath(document.id)}>{document.name}</Link>
              {document.version > 1 && (
                <Tag>{t('documents.version', { version: document.version })}</Tag>
              )}
            </span>
          ),
        },
        { key: 'type', title: t('documents.type'), dataIndex: 'type' },
        ...(compact
          ? []
          : [
              {
                key: 'tags',
                title: t('documents.tags'),
                render: (_: unknown, document: Document) =>
                  document.tags.map((tag) => <Tag key={tag}>{tag}</Tag>),
              },
              {
                key: 'links',
                title: t('documents.links'),
                render: (_: unknown, document: Document) => (
                  <span className="bo-documents__links">
                    {document.links.map((link) => (
                      <LinkName key={`${link.kind}-${link.id}`} link={link} />
                    ))}
                  </span>
                ),
              },
            ]),
        {
          key: 'text',
          title: t('documents.text'),
          render: (_, document) => (
            <Tag color={textStatusColor(document.textStatus)}>
              {t(`documents.textStatus.${document.textStatus}`)}
            </Tag>
          ),
        },
        {
          key: 'added',
          title: t('documents.added'),
          render: (_, document) => formatBrussels(document.createdAt),
        },
      ]}
    />
  );
}
