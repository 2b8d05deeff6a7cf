import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Result, Spin, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { t } from '../../../i18n/file-links';
import { formatBrusselsDay } from '../../../shared/brussels';
import { fileSize } from '../../../shared/chat-files/file-urls';
import { PageTitle } from '../../../shared/PageTitle';
import {
  useGetPublicUploadLinkQuery,
  useUploadPublicDocumentsMutation,
  type PublicUploadLink,
} from './api';
import { errorCodeOf, linkFragment } from './link-fragment';
import './public-page.css';

/** The server's refusal as the customer reads it (its messages to customers are Dutch). */
function refusalOf(error: unknown) {
  const code = errorCodeOf(error);
  if (code === 'RATE_LIMITED') return t('fileLinks.busy');
  const message = (error as { data?: { message?: unknown } } | undefined)?.data?.message;
  return typeof message === 'string' && code !== 'INTERNAL' ? message : t('fileLinks.failed');
}

function UploadForm({ token, link }: { token: string; link: PublicUploadLink }) {
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string>();
  const [sent, setSent] = useState<number>();
  const [upload, { isLoading, error, reset }] = useUploadPublicDocumentsMutation();
  const maxSize = fileSize(link.maxFileBytes, 'nl-BE');

  if (sent !== undefined)
    return (
      <Result
        status="success"
        title={t('fileLinks.upload.done')}
        subTitle={t('fileLinks.upload.doneText', { count: sent })}
        extra={
          <Button type="primary" onClick={() => setSent(undefined)}>
            {t('fileLinks.upload.more')}
          </Button>
        }
      />
    );

  const choose = (chosen: UploadFile[]) => {
    reset();
    const tooLarge = chosen.find((file) => (file.size ?? 0) > link.maxFileBytes);
    if (tooLarge)
      setProblem(t('fileLinks.upload.tooLarge', { name: tooLarge.name, size: maxSize }));
    else if (chosen.length > link.maxFiles)
      setProblem(t('fileLinks.upload.tooMany', { count: link.maxFiles }));
    else setProblem(undefined);
    setFiles(chosen);
  };

  const send = async () => {
    const chosen = files.map((file) => file.originFileObj).filter((file) => file !== undefined);
    const data = message.trim() ? { message: message.trim() } : {};
    const answer = await upload({ 'x-upload-token': token, body: { data, files: chosen } });
    if ('data' in answer && answer.data) {
      setFiles([]);
      setMessage('');
      setSent(answer.data.received);
    }
  };

  return (
    <>
      <Upload.Dragger
        multiple
        fileList={files}
        beforeUpload={() => false}
        onChange={({ fileList }) => choose(fileList)}
        disabled={isLoading}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('fileLinks.upload.drop')}</p>
        <p className="ant-upload-hint">
          {t('fileLinks.upload.dropHint', { count: link.maxFiles, size: maxSize })}
        </p>
      </Upload.Dragger>
      <label className="public-file-message">
        <span>{t('fileLinks.upload.message')}</span>
        <Input.TextArea
          value={message}
          maxLength={1000}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(event) => setMessage(event.target.value)}
          disabled={isLoading}
        />
      </label>
      {(problem || error) && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={problem ?? t('fileLinks.upload.failed')}
          description={problem ? undefined : refusalOf(error)}
          style={{ marginTop: 16 }}
        />
      )}
      <div className="public-file-actions">
        <Button
          type="primary"
          size="large"
          block
          loading={isLoading}
          disabled={files.length === 0 || problem !== undefined}
          onClick={() => void send()}
        >
          {isLoading ? t('fileLinks.upload.sending') : t('fileLinks.upload.send')}
        </Button>
      </div>
    </>
  );
}

/**
 * Where a customer sends files without an account (`/opladen#token=…`): photos of the site, a
 * signed document. What arrives lands on the customer's or project's documents.
 */
export default function UploadPage() {
  const [{ token }] = useState(() => linkFragment(window.location.hash));
  const link = useGetPublicUploadLinkQuery({ 'x-upload-token': token }, { skip: !token });

  let body;
  if (token && link.isLoading) body = <Spin size="large" />;
  else if (link.data)
    body = (
      <>
        <PageTitle>{t('fileLinks.upload.title')}</PageTitle>
        <Typography.Paragraph>
          {t('fileLinks.upload.intro', { company: link.data.companyName })}
        </Typography.Paragraph>
        {link.data.note && (
          <Typography.Paragraph strong style={{ whiteSpace: 'pre-line' }}>
            {link.data.note}
          </Typography.Paragraph>
        )}
        <Typography.Paragraph type="secondary">
          {t('fileLinks.upload.until', { date: formatBrusselsDay(link.data.expiresAt) })}
        </Typography.Paragraph>
        <UploadForm token={token} link={link.data} />
      </>
    );
  else if (errorCodeOf(link.error) === 'RATE_LIMITED')
    body = <Result status="warning" title={t('fileLinks.busy')} />;
  else if (token && link.isError && errorCodeOf(link.error) !== 'NOT_FOUND')
    body = <Result status="error" title={t('fileLinks.failed')} />;
  else
    body = (
      <Result
        status="404"
        title={<h1 style={{ fontSize: 'inherit' }}>{t('fileLinks.upload.notFound')}</h1>}
        subTitle={t('fileLinks.upload.notFoundText')}
      />
    );
  return <main className="public-file-page">{body}</main>;
}
