import { LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/documents';
import { LoadFailed } from '../../shared/LoadFailed';
import { useCan } from '../../store/permissions';
import { useGetDocumentPagesInfiniteQuery, type DocumentLinkKind } from './api';
import { DocumentTable } from './DocumentTable';
import { UploadDocumentsModal } from './UploadDocumentsModal';
import { UploadLinkModal } from './UploadLinkModal';

export interface DocumentsSectionProps {
  kind: Extract<DocumentLinkKind, 'customer' | 'project' | 'employee' | 'vehicle'>;
  id: number;
  /** The record's name, shown on the upload's link. */
  label: string;
  /** Whether the viewer may add documents here (a technician on the project's team may). */
  mayAdd?: boolean;
}

/**
 * The documents of a customer (with those of their projects: the server's roll-up), a project,
 * an employee or a vehicle, on their page (docs/product.md § Bestanden); what is added here is
 * linked to them. Its own heading and "more" button; the rest is in Bestanden, filtered by the
 * link. A customer's and a project's page also send a customer an upload link.
 */
export function DocumentsSection({ kind, id, label, mayAdd }: DocumentsSectionProps) {
  const mayWrite = useCan('files', 'write');
  const sendsUploadLinks = kind === 'customer' || kind === 'project';
  const [adding, setAdding] = useState(0);
  const [linking, setLinking] = useState(0);
  const {
    data,
    isError,
    error,
    refetch,
    isFetching,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
  } = useGetDocumentPagesInfiniteQuery({ linkKind: kind, linkId: id });
  const documents = data?.pages.flatMap((page) => page.documents);

  return (
    <Card
      className="bo-documents-section"
      size="small"
      title={<h3 className="bo-documents-section__title">{t('documents.section')}</h3>}
    >
      <div className="bo-documents-section__actions">
        {mayWrite && sendsUploadLinks && (
          <Button
            size="small"
            icon={<LinkOutlined aria-hidden="true" />}
            onClick={() => setLinking((n) => n + 1)}
          >
            {t('uploadLink.button')}
          </Button>
        )}
        {(mayAdd ?? mayWrite) && (
          <Button
            size="small"
            icon={<PlusOutlined aria-hidden="true" />}
            onClick={() => setAdding((n) => n + 1)}
          >
            {t('documents.sectionUpload')}
          </Button>
        )}
      </div>
      {isError && !documents ? (
        <LoadFailed title={t('documents.loadFailed')} error={error} onRetry={refetch} />
      ) : (
        <DocumentTable
          compact
          documents={documents ?? []}
          loading={isFetching && !isFetchingNextPage}
          emptyText={t('documents.sectionNone')}
        />
      )}
      <p className="bo-documents-section__footer">
        {hasNextPage && (
          <Button size="small" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {t('documents.more')}
          </Button>
        )}
        <Link to={`/files?linkKind=${kind}&linkId=${id}`}>{t('documents.sectionAll')}</Link>
      </p>
      {linking > 0 && sendsUploadLinks && (
        <UploadLinkModal key={linking} linkKind={kind} linkId={id} onClose={() => setLinking(0)} />
      )}
      {adding > 0 && (
        <UploadDocumentsModal
          key={adding}
          links={[{ kind, id, label }]}
          onClose={() => setAdding(0)}
        />
      )}
    </Card>
  );
}
