import { Form, Input, Select, Tag } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/documents';
import { useGetEmployeesQuery } from '../../entities/appointments/api';
import { CustomerPicker } from '../../entities/customers/CustomerPicker';
import {
  useGetDocumentTypesQuery,
  useUpdateDocumentMutation,
  type Document,
  type DocumentLink,
} from '../../entities/documents/api';
import { refusalText } from '../../entities/documents/format';
import { LinkName } from '../../entities/documents/LinkName';
import { ProjectPicker } from '../../entities/documents/ProjectPicker';
import { FormModal } from '../../shared/form-modal';

interface DocumentValues {
  name: string;
  type: string;
  tags: string[];
  customerId?: number;
  projectId?: number;
  employeeId?: number;
}

const sameLink = (a: DocumentLink, b: DocumentLink) => a.kind === b.kind && a.id === b.id;

/**
 * A document's name, type, tags and links changed (docs/product.md § Bestanden): a link is taken
 * away with its tag's cross, a customer, project or employee added with the pickers. Another type sets
 * the retention again (the server's rule).
 */
export function DocumentFormModal({
  document,
  onClose,
}: {
  document: Document;
  onClose: () => void;
}) {
  const [form] = Form.useForm<DocumentValues>();
  const { data: types = [] } = useGetDocumentTypesQuery();
  const { data: employees = [] } = useGetEmployeesQuery();
  const [update, { isLoading }] = useUpdateDocumentMutation();
  const [links, setLinks] = useState<DocumentLink[]>(document.links);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: DocumentValues) => {
    setFailure(null);
    const added: DocumentLink[] = [
      ...(values.customerId ? [{ kind: 'customer' as const, id: values.customerId }] : []),
      ...(values.projectId ? [{ kind: 'project' as const, id: values.projectId }] : []),
      ...(values.employeeId ? [{ kind: 'employee' as const, id: values.employeeId }] : []),
    ].filter((link) => !links.some((kept) => sameLink(kept, link)));
    try {
      await update({
        id: document.id,
        documentInput: {
          name: values.name.trim(),
          type: values.type,
          tags: values.tags ?? [],
          links: [...links, ...added],
        },
      }).unwrap();
      onClose();
    } catch (caught) {
      setFailure(refusalText(caught as Parameters<typeof refusalText>[0]));
    }
  };

  return (
    <FormModal<DocumentValues>
      open
      title={t('document.editTitle')}
      form={form}
      initialValues={{ name: document.name, type: document.type, tags: document.tags }}
      onFinish={submit}
      onClose={onClose}
      saving={isLoading}
      width={640}
      formProps={{ layout: 'vertical' }}
    >
      <Form.Item
        name="name"
        label={t('documents.name')}
        rules={[{ required: true, whitespace: true, message: t('document.nameRequired') }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="type" label={t('upload.type')} rules={[{ required: true }]}>
        <Select options={types.map(({ name }) => ({ value: name, label: name }))} />
      </Form.Item>
      <Form.Item name="tags" label={t('upload.tags')}>
        <Select mode="tags" placeholder={t('upload.tagsPlaceholder')} open={false} />
      </Form.Item>
      <div className="bo-documents-upload__links">
        <span>{t('upload.linkedTo')}:</span>{' '}
        {links.length === 0 && <span className="bo-file__muted">{t('document.noLinks')}</span>}
        {links.map((link) => (
          <Tag
            key={`${link.kind}-${link.id}`}
            closable
            onClose={() => setLinks((current) => current.filter((one) => !sameLink(one, link)))}
          >
            <LinkName link={link} />
          </Tag>
        ))}
      </div>
      <Form.Item name="customerId" label={t('upload.customer')}>
        <CustomerPicker placeholder={t('upload.noCustomer')} />
      </Form.Item>
      <Form.Item name="projectId" label={t('upload.project')}>
        <ProjectPicker placeholder={t('upload.noProject')} />
      </Form.Item>
      <Form.Item name="employeeId" label={t('upload.employee')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('upload.noEmployee')}
          options={employees.map((e) => ({ value: e.id, label: `${e.firstName} ${e.lastName}` }))}
        />
      </Form.Item>
      {failure && (
        <p role="alert" className="ant-form-item-explain-error">
          {failure}
        </p>
      )}
    </FormModal>
  );
}
