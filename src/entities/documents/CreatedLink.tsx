import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Input, Space } from 'antd';
import { useId } from 'react';
import { t } from '../../i18n/documents';

/**
 * A link just made (a share, an upload link), shown once: the server keeps only its token's
 * hash, so this is the one time it can be copied.
 */
export function CreatedLink({ url }: { url: string }) {
  const { message } = App.useApp();
  const id = useId();
  const copy = async () => {
    await navigator.clipboard?.writeText(url);
    message.success(t('share.copied'));
  };
  return (
    <div className="bo-documents-link">
      <label htmlFor={id}>{t('share.url')}</label>
      <Space.Compact block>
        <Input id={id} readOnly value={url} onFocus={(event) => event.target.select()} />
        <Button icon={<CopyOutlined aria-hidden="true" />} onClick={() => void copy()}>
          {t('share.copy')}
        </Button>
      </Space.Compact>
      <p className="bo-documents-link__hint">{t('share.urlHint')}</p>
    </div>
  );
}
