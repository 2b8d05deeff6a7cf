import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Result, Spin, Typography } from 'antd';
import { useState } from 'react';
import { t } from '../../../i18n/file-links';
import { formatBrusselsDay } from '../../../shared/brussels';
import { fileSize, openFile } from '../../../shared/chat-files/file-urls';
import { PageTitle } from '../../../shared/PageTitle';
import {
  useGetSharedDocumentFileQuery,
  useGetSharedDocumentQuery,
  useLazyGetSharedDocumentFileQuery,
  type SharedDocument,
} from './api';
import { errorCodeOf, linkFragment, passwordHeader } from './link-fragment';
import './public-page.css';

/** The object URL the file's answer became (api.ts), if it did. */
const urlOf = (data: unknown) => (typeof data === 'string' ? data : undefined);

type Headers = { 'x-document-token': string; 'x-document-password'?: string };

function PasswordForm({ onOpen, retry }: { onOpen: (password: string) => void; retry: boolean }) {
  return (
    <>
      <PageTitle>{t('fileLinks.shared.passwordTitle')}</PageTitle>
      {retry && (
        <Alert
          type="error"
          showIcon
          title={t('fileLinks.shared.notFound')}
          description={t('fileLinks.shared.notFoundText')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Typography.Paragraph>{t('fileLinks.shared.passwordHelp')}</Typography.Paragraph>
      <Form
        layout="vertical"
        onFinish={({ password }: { password: string }) => onOpen(password)}
        requiredMark={false}
      >
        <Form.Item
          name="password"
          label={t('fileLinks.shared.password')}
          rules={[{ required: true, message: t('fileLinks.shared.passwordHelp') }]}
        >
          <Input.Password autoComplete="off" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {retry ? t('fileLinks.shared.tryPassword') : t('fileLinks.shared.open')}
        </Button>
      </Form>
    </>
  );
}

/** The file in the page: a PDF in the browser's viewer, a photo as an image. */
function Preview({ headers, document }: { headers: Headers; document: SharedDocument }) {
  const file = useGetSharedDocumentFileQuery(headers);
  if (file.isLoading) return <Spin />;
  const url = urlOf(file.data);
  if (file.isError || !url)
    return <Alert type="warning" showIcon title={t('fileLinks.shared.previewFailed')} />;
  const label = t('fileLinks.shared.preview', { name: document.name });
  return document.mime.startsWith('image/') ? (
    <img className="public-file-preview" src={url} alt={label} />
  ) : (
    <iframe className="public-file-preview" src={url} title={label} />
  );
}

function DocumentView({ headers, document }: { headers: Headers; document: SharedDocument }) {
  const [readFile] = useLazyGetSharedDocumentFileQuery();
  const download = () =>
    openFile(document.fileName, true, async () => {
      const answer = await readFile({ ...headers, download: true });
      return urlOf(answer.data);
    });
  return (
    <>
      <PageTitle>{document.name}</PageTitle>
      <Typography.Text type="secondary">
        {document.fileName} · {fileSize(document.size, 'nl-BE')} ·{' '}
        {t('fileLinks.shared.until', { date: formatBrusselsDay(document.expiresAt) })}
      </Typography.Text>
      <div className="public-file-actions">
        <Button type="primary" icon={<DownloadOutlined />} onClick={() => void download()}>
          {t('fileLinks.shared.download')}
        </Button>
      </div>
      {document.preview ? (
        <Preview headers={headers} document={document} />
      ) : (
        <Alert type="info" showIcon title={t('fileLinks.shared.noPreview')} />
      )}
    </>
  );
}

/**
 * A document shared by a link (`/gedeeld#token=…`), for whoever holds the link: no account, no
 * menu. The password is asked first when the link says there is one; every refusal of the
 * server reads the same (it does not tell a wrong password from an expired link).
 */
export default function SharedDocumentPage() {
  const [{ token, asksPassword }] = useState(() => linkFragment(window.location.hash));
  const [password, setPassword] = useState<string | undefined>(asksPassword ? undefined : '');
  const [tries, setTries] = useState(0);
  const headers: Headers = {
    'x-document-token': token,
    ...(password ? { 'x-document-password': passwordHeader(password) } : {}),
  };
  const shared = useGetSharedDocumentQuery(headers, { skip: password === undefined || !token });
  const open = (value: string) => {
    setTries((count) => count + 1);
    setPassword(value);
  };

  let body;
  if (!token) body = <NotFound />;
  else if (password === undefined) body = <PasswordForm onOpen={open} retry={false} />;
  else if (shared.isFetching)
    body = <Spin description={t('fileLinks.shared.loading')} size="large" />;
  else if (shared.isError) {
    const code = errorCodeOf(shared.error);
    if (code === 'RATE_LIMITED') body = <Result status="warning" title={t('fileLinks.busy')} />;
    else if (code !== 'NOT_FOUND') body = <Result status="error" title={t('fileLinks.failed')} />;
    else if (asksPassword) body = <PasswordForm key={tries} onOpen={open} retry />;
    else body = <NotFound />;
  } else if (shared.data) body = <DocumentView headers={headers} document={shared.data} />;
  return <main className="public-file-page">{body}</main>;
}

function NotFound() {
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 'inherit' }}>{t('fileLinks.shared.notFound')}</h1>}
      subTitle={t('fileLinks.shared.notFoundText')}
    />
  );
}
