import { App, Col, Form, Input, Row, Select } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/projects';
import {
  useGetAppointmentServicesQuery,
  useGetEmployeesQuery,
} from '../../entities/appointments/api';
import { CustomerPicker } from '../../entities/customers/CustomerPicker';
import { FormModal } from '../../shared/form-modal';
import { RichTextEditor } from '../../shared/rich-text';
import { errorText } from '../../store/errors';
import {
  useCreateProjectMutation,
  useUpdateProjectMutation,
  type Project,
  type ProjectInput,
  type ProjectStage,
} from './api';
import { stageLabel, STAGES } from './stages';
import { FormFailure } from './FormFailure';

interface FormValues {
  name: string;
  customerId: number;
  siteAddress: string;
  serviceIds: number[];
  stage: ProjectStage;
  plannedStart: string;
  plannedEnd: string;
  employeeIds: number[];
  notes: string;
}

/**
 * A project's form (docs/product.md § Projecten): name, customer (their first site address is
 * taken when none is typed), site address, services, stage, planning, team and notes.
 */
export function ProjectFormModal({
  project,
  onClose,
  onSaved,
}: {
  project?: Project;
  onClose: () => void;
  onSaved?: (id: number) => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const { data: employees = [] } = useGetEmployeesQuery();
  const { data: services = [] } = useGetAppointmentServicesQuery();
  const [create] = useCreateProjectMutation();
  const [update] = useUpdateProjectMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const initialValues: FormValues = {
    name: project?.name ?? '',
    customerId: project?.customerId ?? 0,
    siteAddress: project?.siteAddress ?? '',
    serviceIds: project?.serviceIds ?? [],
    stage: project?.stage ?? 'aanvraag',
    plannedStart: project?.plannedStart ?? '',
    plannedEnd: project?.plannedEnd ?? '',
    employeeIds: project?.employeeIds ?? [],
    notes: project?.notes ?? '',
  };
  const choosable = employees.filter(
    (employee) => employee.active || initialValues.employeeIds.includes(employee.id),
  );

  const save = async (values: FormValues) => {
    const projectInput: ProjectInput = {
      name: values.name.trim(),
      customerId: values.customerId || null,
      siteAddress: values.siteAddress?.trim() ?? '',
      serviceIds: values.serviceIds ?? [],
      stage: values.stage,
      plannedStart: values.plannedStart || null,
      plannedEnd: values.plannedEnd || null,
      employeeIds: values.employeeIds ?? [],
      notes: values.notes ?? '',
    };
    setFailure(null);
    try {
      const id = project
        ? (await update({ id: project.id, projectInput }).unwrap()).id
        : (await create({ projectInput }).unwrap()).id;
      message.success(t(project ? 'project.saved' : 'project.created'));
      onSaved?.(id);
      onClose();
    } catch (error) {
      setFailure(errorText(error as Parameters<typeof errorText>[0]));
    }
  };

  const endAfterStart = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async (_rule: unknown, value: string | undefined) => {
      const from = getFieldValue('plannedStart') as string | undefined;
      if (value && from && value < from) throw new Error(t('project.endBeforeStart'));
    },
  });

  return (
    <FormModal<FormValues>
      open
      title={t(project ? 'project.editTitle' : 'project.newTitle')}
      form={form}
      initialValues={initialValues}
      onFinish={save}
      onClose={onClose}
      width={720}
    >
      <Form.Item
        name="name"
        label={t('project.name')}
        rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="customerId" label={t('project.customer')}>
            <CustomerPicker
              onPick={(customer) => {
                if (!form.getFieldValue('siteAddress'))
                  form.setFieldValue(
                    'siteAddress',
                    customer.siteAddresses[0] ?? customer.invoiceAddress,
                  );
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="stage" label={t('projects.stage')}>
            <Select options={STAGES.map((value) => ({ value, label: stageLabel(value) }))} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="siteAddress" label={t('project.siteAddress')}>
        <Input maxLength={300} autoComplete="off" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="plannedStart" label={t('project.plannedStart')}>
            <Input type="date" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="plannedEnd"
            label={t('project.plannedEnd')}
            dependencies={['plannedStart']}
            rules={[endAfterStart]}
          >
            <Input type="date" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="serviceIds" label={t('project.services')}>
        <Select
          mode="multiple"
          options={services.map((service) => ({ value: service.id, label: service.title }))}
        />
      </Form.Item>
      <Form.Item name="employeeIds" label={t('project.team')}>
        <Select
          mode="multiple"
          options={choosable.map((employee) => ({
            value: employee.id,
            label: `${employee.firstName} ${employee.lastName}`,
          }))}
        />
      </Form.Item>
      <Form.Item name="notes" label={t('project.notes')}>
        <RichTextEditor rows={4} aria-label={t('project.notes')} />
      </Form.Item>
      <FormFailure text={failure} />
    </FormModal>
  );
}
