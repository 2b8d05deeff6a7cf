import { InboxOutlined } from '@ant-design/icons';
import { App, Form, Progress, Select, Tag, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/documents';
import { FormModal } from '../../shared/form-modal';
import { withUploadProgress, type UploadProgress } from '../../store/form-data';
import { useGetEmployeesQuery } from '../appointments/api';
import { CustomerPicker } from '../customers/CustomerPicker';
import {
  useGetDocumentTypesQuery,
  useUploadDocumentsMutation,
  type DocumentLink,
  type DocumentUploadData,
} from './api';
import { linkLabel, MAX_UPLOAD_FILES, refusalText } from './format';
import { ProjectPicker } from './ProjectPicker';
import './documents.css';

interface UploadValues {
  files: UploadFile[];
  type: string;
  tags: string[];
  customerId?: number;
  projectId?: number;
  employeeId?: number;
}

export interface UploadDocumentsModalProps {
  /** What every file is linked to from where it is added (a customer's, project's page), named. */
  links?: (DocumentLink & { label?: string })[];
  /** Whether the form offers a customer, a project and an employee to link (Bestanden itself). */
  pickLinks?: boolean;
  onClose: () => void;
}

/** Each file a document: dropped or chosen files are kept here, not sent on their own. */
const keepFile = () => false;

/**
 * Several files added at once (docs/product.md § Bestanden): dropped on antd's Upload.Dragger
 * or chosen, each becoming a document named after its file, with one document type, tags and
 * the links given or picked. The server checks what each file really is and refuses the whole
 * upload with its reason.
 */
export function UploadDocumentsModal({
  links = [],
  pickLinks = false,
  onClose,
}: UploadDocumentsModalProps) {
  const [form] = Form.useForm<UploadValues>();
  const { message } = App.useApp();
  const { data: types = [] } = useGetDocumentTypesQuery();
  const { data: employees = [] } = useGetEmployeesQuery(undefined, { skip: !pickLinks });
  const [upload, { isLoading }] = useUploadDocumentsMutation();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: UploadValues) => {
    setFailure(null);
    const files = values.files.map((file) => file.originFileObj as File);
    const picked: DocumentLink[] = [
      ...(values.customerId ? [{ kind: 'customer' as const, id: values.customerId }] : []),
      ...(values.projectId ? [{ kind: 'project' as const, id: values.projectId }] : []),
      ...(values.employeeId ? [{ kind: 'employee' as const, id: values.employeeId }] : []),
    ];
    const data: DocumentUploadData = {
      type: values.type,
      tags: values.tags ?? [],
      links: [...links, ...picked].map(({ kind, id }) => ({ kind, id })),
    };
    setProgress({ loaded: 0, total: files.reduce((sum, file) => sum + file.size, 0) });
    try {
      const body = withUploadProgress({ data, files }, setProgress);
      const { ids, scanned } = await upload({ body }).unwrap();
      message.success(t('upload.done', { count: ids.length }));
      if (!scanned) message.warning(t('upload.notScanned'));
      onClose();
    } catch (caught) {
      setFailure(refusalText(caught as Parameters<typeof refusalText>[0]));
    } finally {
      setProgress(null);
    }
  };

  return (
    <FormModal<UploadValues>
      open
      title={t('upload.title')}
      form={form}
      initialValues={{ files: [], tags: [] }}
      onFinish={submit}
      onClose={onClose}
      saving={isLoading}
      saveText={t('upload.save')}
      width={720}
      formProps={{ layout: 'vertical', className: 'bo-documents-upload' }}
    >
      <Form.Item
        name="files"
        label={t('upload.files')}
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList}
        rules={[
          { required: true, type: 'array', min: 1, message: t('upload.filesRequired') },
          {
            type: 'array',
            max: MAX_UPLOAD_FILES,
            message: t('upload.tooMany', { count: MAX_UPLOAD_FILES }),
          },
        ]}
      >
        <Upload.Dragger multiple beforeUpload={keepFile} aria-label={t('upload.drop')}>
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden="true" />
          </p>
          <p className="ant-upload-text">{t('upload.drop')}</p>
          <p className="ant-upload-hint">{t('upload.dropHint', { count: MAX_UPLOAD_FILES })}</p>
        </Upload.Dragger>
      </Form.Item>
      <Form.Item
        name="type"
        label={t('upload.type')}
        rules={[{ required: true, message: t('upload.typeRequired') }]}
      >
        <Select options={types.map(({ name }) => ({ value: name, label: name }))} />
      </Form.Item>
      <Form.Item name="tags" label={t('upload.tags')}>
        <Select mode="tags" placeholder={t('upload.tagsPlaceholder')} open={false} />
      </Form.Item>
      {links.length > 0 && (
        <div className="bo-documents-upload__links">
          <span>{t('upload.linkedTo')}:</span>{' '}
          {links.map((link) => (
            <Tag key={`${link.kind}-${link.id}`}>{linkLabel(link, link.label)}</Tag>
          ))}
        </div>
      )}
      {pickLinks && (
        <>
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
              options={employees.map((e) => ({
                value: e.id,
                label: `${e.firstName} ${e.lastName}`,
              }))}
            />
          </Form.Item>
        </>
      )}
      {progress && (
        <Progress percent={Math.round((100 * progress.loaded) / Math.max(progress.total, 1))} />
      )}
      {failure && (
        <p role="alert" className="ant-form-item-explain-error">
          {failure}
        </p>
      )}
    </FormModal>
  );
}
