import { Empty, Table, Tag } from 'antd';
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
 * Documents as a table: name (a link to its page), type with its tags, links, text status and
 * when it was added (Brussels time); a row opens the document. Compact (a record's section):
 * without tags and links.
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
      // antd's own empty text is a light grey (1.6:1); Empty's description reads at 5:1.
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      onRow={rowLink}
      // Wide enough for its columns at a desktop's width; narrower windows scroll it sideways.
      scroll={{ x: compact ? 'max-content' : 880 }}
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
        {
          key: 'type',
          title: compact ? t('documents.type') : t('documents.typeAndTags'),
          render: (_, document) => (
            <span className="bo-documents__type">
              {document.type}
              {!compact && document.tags.length > 0 && (
                <span>
                  {document.tags.map((tag) => (
                    <Tag key={tag}>{tag}</Tag>
                  ))}
                </span>
              )}
            </span>
          ),
        },
        ...(compact
          ? []
          : [
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
            <Tag className="bo-text-status" color={textStatusColor(document.textStatus)}>
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
