import { DownloadOutlined, FileSearchOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { App, Button, Card, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import {
  useGetDocumentFileQuery,
  useGetDocumentQuery,
  useLazyGetDocumentFileQuery,
} from '../../entities/documents/api';
import { t } from '../../i18n/purchases';
import { openFile } from '../../shared/chat-files/file-urls';
import { LoadFailed } from '../../shared/LoadFailed';
import { errorText } from '../../store/errors';
import type { Purchase } from './api';

const previewKind = (mime: string) =>
  mime === 'application/pdf' ? 'pdf' : mime.startsWith('image/') ? 'image' : null;

/**
 * The supplier's document in the page, as Bestanden shows one: the PDF (the one a UBL embeds,
 * else the original itself) in the browser's viewer, a photo as an image; the original, which
 * stays unchanged in Bestanden, downloaded beside it.
 */
export function PurchaseDocument({ purchase }: { purchase: Purchase }) {
  const { message } = App.useApp();
  const shownId = purchase.pdfDocumentId ?? purchase.originalDocumentId;
  const { data: shown } = useGetDocumentQuery(shownId ? { id: shownId } : skipToken);
  const { data: original } = useGetDocumentQuery(
    purchase.originalDocumentId ? { id: purchase.originalDocumentId } : skipToken,
  );
  const kind = shown ? previewKind(shown.mime) : null;
  const {
    data: url,
    isError,
    error,
    refetch,
  } = useGetDocumentFileQuery(
    { id: shown?.id ?? 0, version: shown?.version, preview: true },
    { skip: !kind },
  );
  const [readFile] = useLazyGetDocumentFileQuery();

  const download = (document: { id: number; name: string; version: number }) =>
    void openFile(document.name, true, async () => {
      const read = await readFile({ id: document.id, version: document.version }, true);
      if (read.error) message.error(errorText(read.error as never));
      return read.data;
    });

  let body;
  if (!shownId) body = <p className="bo-purchase__muted">{t('purchase.documentNone')}</p>;
  else if (shown && !kind) body = <p className="bo-purchase__muted">{t('purchase.previewNone')}</p>;
  else if (isError)
    body = <LoadFailed title={t('purchase.previewFailed')} error={error} onRetry={refetch} />;
  else if (typeof url !== 'string' || !shown)
    body = (
      <div aria-busy="true" aria-label={t('purchase.previewLoading')}>
        <Skeleton.Image active />
      </div>
    );
  else if (kind === 'pdf')
    body = (
      <iframe
        className="bo-purchase__frame"
        src={url}
        title={t('purchase.previewFrame', { name: shown.name })}
      />
    );
  else body = <img className="bo-purchase__image" src={url} alt={shown.name} />;

  return (
    <Card
      title={<h3 className="bo-purchase__section-title">{t('purchase.document')}</h3>}
      extra={
        <span className="bo-purchase__document-actions">
          {original && (
            <Button
              size="small"
              icon={<DownloadOutlined aria-hidden="true" />}
              onClick={() => download(original)}
            >
              {t('purchase.documentDownload')}
            </Button>
          )}
          {shown && original && shown.id !== original.id && (
            <Button
              size="small"
              icon={<DownloadOutlined aria-hidden="true" />}
              onClick={() => download(shown)}
            >
              {t('purchase.pdfDownload')}
            </Button>
          )}
          {original && (
            <Link to={`/files/${original.id}`}>
              <FileSearchOutlined aria-hidden="true" /> {t('purchase.documentOpen')}
            </Link>
          )}
        </span>
      }
    >
      {body}
    </Card>
  );
}
