import { ArrowLeftOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, InputNumber, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/documents';
import {
  useGetDocumentTypesQuery,
  useSetDocumentTypesMutation,
  type DocumentType,
} from '../../entities/documents/api';
import { refusalText } from '../../entities/documents/format';
import { IconButton } from '../../shared/IconButton';
import { LoadFailed } from '../../shared/LoadFailed';
import { useCan } from '../../store/permissions';
import './files.css';

interface TypeRow {
  name: string;
  retentionYears?: number | null;
}

/** Each name once, compared as people read them (case and outer spaces do not count). */
export function duplicateName(rows: TypeRow[]): string | null {
  const seen = new Set<string>();
  for (const { name } of rows) {
    const key = (name ?? '').trim().toLocaleLowerCase('nl-BE');
    if (seen.has(key)) return name;
    seen.add(key);
  }
  return null;
}

/** The form's rows as the server's types: an empty retention is none. */
export const typesOf = (rows: TypeRow[]): DocumentType[] =>
  rows.map(({ name, retentionYears }) => ({
    name: name.trim(),
    retentionYears: retentionYears || null,
  }));

function TypesForm({ types }: { types: DocumentType[] }) {
  const [form] = Form.useForm<{ types: TypeRow[] }>();
  const { message } = App.useApp();
  const mayWrite = useCan('files', 'write');
  const [save, { isLoading }] = useSetDocumentTypesMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ types: rows }: { types: TypeRow[] }) => {
    setFailure(null);
    if (duplicateName(rows)) {
      setFailure(t('types.duplicate'));
      return;
    }
    try {
      await save({ documentTypes: typesOf(rows) }).unwrap();
      message.success(t('types.saved'));
    } catch (caught) {
      setFailure(refusalText(caught as Parameters<typeof refusalText>[0]));
    }
  };

  return (
    <Form form={form} initialValues={{ types }} onFinish={submit} disabled={!mayWrite}>
      <Form.List name="types">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => {
              const name = (form.getFieldValue(['types', field.name, 'name']) as string) ?? '';
              return (
                <div key={field.key} className="bo-types__row">
                  <Form.Item
                    name={[field.name, 'name']}
                    rules={[{ required: true, whitespace: true, message: t('types.nameRequired') }]}
                  >
                    <Input
                      aria-label={`${t('types.name')} ${index + 1}`}
                      placeholder={t('types.name')}
                      maxLength={100}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'retentionYears']}>
                    <InputNumber
                      aria-label={`${t('types.retention')} ${index + 1}`}
                      placeholder={t('types.retention')}
                      min={1}
                      max={100}
                      precision={0}
                      style={{ width: '14rem' }}
                    />
                  </Form.Item>
                  {fields.length > 1 && (
                    <IconButton
                      icon={<DeleteOutlined />}
                      label={t('types.removeType', { name: name || index + 1 })}
                      onClick={() => remove(field.name)}
                    />
                  )}
                </div>
              );
            })}
            <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => add({ name: '' })}>
              {t('types.add')}
            </Button>
          </>
        )}
      </Form.List>
      {failure && (
        <p role="alert" className="ant-form-item-explain-error">
          {failure}
        </p>
      )}
      <p>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('types.save')}
        </Button>
      </p>
    </Form>
  );
}

/**
 * /files/types (docs/product.md § Bestanden): the document types in their order, each with its
 * retention in years (bewaartermijn), empty for none.
 */
export default function DocumentTypesPage() {
  const { data: types, isError, error, refetch } = useGetDocumentTypesQuery();
  let body;
  if (types) body = <TypesForm types={types} />;
  else if (isError)
    body = <LoadFailed title={t('types.loadFailed')} error={error} onRetry={refetch} />;
  else
    body = (
      <div aria-busy="true" aria-label={t('types.loading')}>
        <Skeleton active />
      </div>
    );
  return (
    <div className="bo-types">
      <Link to="/files" className="bo-file__back">
        <ArrowLeftOutlined aria-hidden="true" /> {t('document.back')}
      </Link>
      <Card title={<h2 className="bo-file__name">{t('types.title')}</h2>}>
        <p>{t('types.intro')}</p>
        {body}
      </Card>
    </div>
  );
}
