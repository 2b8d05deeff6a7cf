import {
  ArrowLeftOutlined,
  DownloadOutlined,
  ShareAltOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { App, Button, Card, Descriptions, Result, Skeleton, Tag, Upload } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { t } from '../../i18n/documents';
import {
  useAddDocumentVersionMutation,
  useGetDocumentQuery,
  useLazyGetDocumentFileQuery,
  useRemoveDocumentMutation,
  type DocumentDetail,
  type DocumentVersion,
} from '../../entities/documents/api';
import { fileSize, refusalText, textStatusColor } from '../../entities/documents/format';
import { LinkName } from '../../entities/documents/LinkName';
import { HistoryDrawer } from '../../entities/history/HistoryDrawer';
import { RecordActions } from '../../entities/history/RecordActions';
import { formatBrussels, formatBrusselsDay } from '../../shared/brussels';
import { openFile } from '../../shared/chat-files/file-urls';
import { LoadFailed } from '../../shared/LoadFailed';
import { isNotFound, useIdParam } from '../../shared/page-hooks/id-param';
import { useCan, useMayAddDocumentVersion } from '../../store/permissions';
import { DocumentFormModal } from './DocumentFormModal';
import { DocumentPreview } from './DocumentPreview';
import { ShareModal } from './ShareModal';
import './files.css';

type Failure = Parameters<typeof refusalText>[0];

/** Each version with its download; the current one marked. */
function Versions({
  document,
  onDownload,
}: {
  document: DocumentDetail;
  onDownload: (version: DocumentVersion) => void;
}) {
  return (
    <Card title={<h3 className="bo-file__section-title">{t('document.versions')}</h3>} size="small">
      <ol className="bo-file__versions" aria-label={t('document.versions')}>
        {document.versions.map((version) => (
          <li key={version.version}>
            <strong>{t('documents.version', { version: version.version })}</strong>
            {version.current && <Tag color="blue">{t('document.current')}</Tag>}
            <span>{version.fileName}</span>
            <span className="bo-file__muted">
              {fileSize(version.size, 'nl-BE')} · {formatBrussels(version.createdAt)}
            </span>
            <Button
              size="small"
              icon={<DownloadOutlined aria-hidden="true" />}
              aria-label={t('document.downloadVersion', { version: version.version })}
              onClick={() => onDownload(version)}
            />
          </li>
        ))}
      </ol>
    </Card>
  );
}

/**
 * /files/:id (docs/product.md § Bestanden): a document's preview, its details and links, its
 * versions (each downloadable, a new one added), and changing, sharing or removing it; a removal
 * under retention is refused with the server's date.
 */
export default function DocumentPage() {
  const mayWrite = useCan('files', 'write');
  // A project team's member (Technieker) adds versions to the team's documents, nothing more.
  const mayAddVersion = useMayAddDocumentVersion();
  const mayReadHistory = useCan('history');
  const id = useIdParam();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const { data: document, error, isError, refetch } = useGetDocumentQuery(id ? { id } : skipToken);
  const [readFile] = useLazyGetDocumentFileQuery();
  const [addVersion, { isLoading: addingVersion }] = useAddDocumentVersionMutation();
  const [remove] = useRemoveDocumentMutation();
  const [editing, setEditing] = useState(0);
  const [sharing, setSharing] = useState(0);
  const [history, setHistory] = useState(false);

  if (isNotFound(id, { isError, error })) {
    return (
      <Result
        status="404"
        title={t('document.notFound')}
        extra={<Link to="/files">{t('document.back')}</Link>}
      />
    );
  }
  if (!document) {
    return isError ? (
      <LoadFailed title={t('document.loadFailed')} error={error} onRetry={refetch} />
    ) : (
      <Card aria-busy="true" aria-label={t('document.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }

  const download = (version: Pick<DocumentVersion, 'version' | 'fileName'>) =>
    void openFile(version.fileName, true, async () => {
      const read = await readFile({ id: document.id, version: version.version }, true);
      if (read.error) message.error(refusalText(read.error as Failure));
      return read.data;
    });

  const newVersion = async (file: File) => {
    try {
      const { scanned } = await addVersion({ id: document.id, body: { files: [file] } }).unwrap();
      message.success(t('document.versionAdded'));
      if (!scanned) message.warning(t('upload.notScanned'));
    } catch (caught) {
      message.error(refusalText(caught as Failure));
    }
  };

  const removeDocument = async () => {
    const confirmed = await modal.confirm({
      title: t('document.removeConfirm', { name: document.name }),
      content: t('document.removeHint'),
      okText: t('document.remove'),
      cancelText: t('document.cancel'),
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
    });
    if (!confirmed) return;
    try {
      await remove({ id: document.id }).unwrap();
    } catch (caught) {
      // Under retention: the server's sentence with the date it may go.
      modal.error({ title: refusalText(caught as Failure), okText: t('share.close') });
      return;
    }
    message.success(t('document.removed'));
    void navigate('/files');
  };

  const current = document.versions.find((version) => version.current) ?? document.versions[0];
  return (
    <div className="bo-file">
      <Link to="/files" className="bo-file__back">
        <ArrowLeftOutlined aria-hidden="true" /> {t('document.back')}
      </Link>
      <header className="bo-file__header">
        <h1 className="bo-file__name">{document.name}</h1>
        <Tag>{document.type}</Tag>
        <span className="bo-file__actions">
          {current && (
            <Button
              icon={<DownloadOutlined aria-hidden="true" />}
              onClick={() => download(current)}
            >
              {t('document.download')}
            </Button>
          )}
          {mayAddVersion && (
            <Upload
              showUploadList={false}
              beforeUpload={(file) => {
                void newVersion(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined aria-hidden="true" />} loading={addingVersion}>
                {t('document.newVersion')}
              </Button>
            </Upload>
          )}
          {mayWrite && (
            <Button
              icon={<ShareAltOutlined aria-hidden="true" />}
              onClick={() => setSharing((n) => n + 1)}
            >
              {t('document.share')}
            </Button>
          )}
          <RecordActions
            mayWrite={mayWrite}
            mayReadHistory={mayReadHistory}
            labels={{
              edit: t('document.edit'),
              history: t('history.title'),
              remove: t('document.remove'),
            }}
            onEdit={() => setEditing((n) => n + 1)}
            onHistory={() => setHistory(true)}
            onRemove={() => void removeDocument()}
          />
        </span>
      </header>
      <div className="bo-file__grid">
        <DocumentPreview document={document} />
        <div className="bo-file__side">
          <Card
            title={<h3 className="bo-file__section-title">{t('document.details')}</h3>}
            size="small"
          >
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('documents.tags')}>
                {document.tags.length
                  ? document.tags.map((tag) => <Tag key={tag}>{tag}</Tag>)
                  : '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('documents.links')}>
                {document.links.length ? (
                  <span className="bo-documents__links">
                    {document.links.map((link) => (
                      <LinkName key={`${link.kind}-${link.id}`} link={link} />
                    ))}
                  </span>
                ) : (
                  t('document.noLinks')
                )}
              </Descriptions.Item>
              <Descriptions.Item label={t('documents.text')}>
                <Tag className="bo-text-status" color={textStatusColor(document.textStatus)}>
                  {t(`documents.textStatus.${document.textStatus}`)}
                </Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('document.scan')}>
                {t(`document.scan.${document.scanStatus}`)}
              </Descriptions.Item>
              <Descriptions.Item label={t('document.retainUntil')}>
                {document.retainUntil
                  ? formatBrusselsDay(`${document.retainUntil}T12:00:00Z`)
                  : t('document.retainNone')}
              </Descriptions.Item>
              <Descriptions.Item label={t('documents.size')}>
                {fileSize(document.size, 'nl-BE')}
              </Descriptions.Item>
              <Descriptions.Item label={t('documents.added')}>
                {formatBrussels(document.createdAt)}
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <Versions document={document} onDownload={download} />
        </div>
      </div>
      {editing > 0 && (
        <DocumentFormModal key={editing} document={document} onClose={() => setEditing(0)} />
      )}
      <HistoryDrawer
        target={history ? { kind: 'document', id: document.id, label: document.name } : null}
        onClose={() => setHistory(false)}
      />
      {sharing > 0 && (
        <ShareModal key={sharing} document={document} onClose={() => setSharing(0)} />
      )}
    </div>
  );
}
