import { Card, Skeleton } from 'antd';
import { t } from '../../i18n/documents';
import { useGetDocumentFileQuery, type Document } from '../../entities/documents/api';
import { LoadFailed } from '../../shared/LoadFailed';

/** What the page shows itself: PDFs in the browser's viewer, photos as an image. */
export const previewKind = (mime: string) =>
  mime === 'application/pdf' ? 'pdf' : mime.startsWith('image/') ? 'image' : null;

/**
 * A document's current version in the page (docs/product.md § Bestanden): read with the staff
 * session as an object URL, a PDF in a frame, an image as it is; other files are downloaded.
 */
export function DocumentPreview({ document }: { document: Document }) {
  const kind = previewKind(document.mime);
  const {
    data: url,
    isError,
    error,
    refetch,
  } = useGetDocumentFileQuery(
    { id: document.id, version: document.version, preview: true },
    { skip: !kind },
  );
  let body;
  if (!kind) body = <p className="bo-file__muted">{t('document.previewNone')}</p>;
  else if (isError)
    body = <LoadFailed title={t('document.previewFailed')} error={error} onRetry={refetch} />;
  else if (typeof url !== 'string')
    body = (
      <div aria-busy="true" aria-label={t('document.previewLoading')}>
        <Skeleton.Image active />
      </div>
    );
  else if (kind === 'pdf')
    body = (
      <iframe
        className="bo-file__frame"
        src={url}
        title={t('document.previewFrame', { name: document.name })}
      />
    );
  else body = <img className="bo-file__image" src={url} alt={document.name} />;
  return (
    <Card title={<h3 className="bo-file__section-title">{t('document.preview')}</h3>}>{body}</Card>
  );
}
