import {
  ArrowLeftOutlined,
  CalendarOutlined,
  EditOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  UploadOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { App, Button, Card, Descriptions, Result, Select, Skeleton, Spin, Tag } from 'antd';
import { lazy, Suspense, useState, type ChangeEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { t } from '../../i18n/projects';
import {
  useGetEmployeesQuery,
  useGetAppointmentServicesQuery,
} from '../../entities/appointments/api';
import { formatBrussels } from '../../shared/brussels';
import { useGetCustomerQuery } from '../../entities/customers/api';
import { HistoryDrawer } from '../../entities/history/HistoryDrawer';
import { DocumentsSection } from '../../entities/documents/DocumentsSection';
import { RecordActions } from '../../entities/history/RecordActions';
import { IMAGE_ACCEPT } from '../../shared/image-input';
import { LoadFailed } from '../../shared/LoadFailed';
import { RichText } from '../../shared/rich-text';
import { useWrite } from '../../shared/form-modal';
import {
  useAddProjectPhotosMutation,
  useGetProjectQuery,
  useRemoveProjectMutation,
  useSetProjectStageMutation,
  type Project,
  type ProjectStage,
} from './api';
import { ProjectFormModal } from './ProjectFormModal';
import { ProjectCostingCard } from './ProjectCosting';
import { ProjectMoneyCard } from './ProjectMoney';
import { ProjectPhotos } from './ProjectPhotos';
import { PublishModal } from './PublishModal';
import { ReceiptButton, ReceiptStatus, useReceiptUpload } from './ReceiptUpload';
import { customerOf, isDelivered, planningOf, stageLabel, STAGES } from './stages';
import './projects.css';
import { hasOwnGrant, useCan } from '../../store/permissions';
import { useAppSelector } from '../../store/hooks';
import { selectRoleUser } from '../../store/session';
import { isNotFound, useIdParam } from '../../shared/page-hooks/id-param';
import { NotesModal } from './NotesModal';

// The appointment form loads on the first click, as a conversation's does.
const AppointmentFormModal = lazy(
  () =>
    import(
      /* webpackChunkName: "appointment-form" */ '../../entities/appointments/AppointmentFormModal'
    ),
);

/** A search for an address on OpenStreetMap. */
const mapUrl = (address: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;

/**
 * /projects/:id (docs/product.md § Projecten): a project's customer, site address (with a map
 * link), stage, team, planning, appointments (made from here), photos and notes; published as
 * an achievement once delivered.
 */
export default function ProjectPage() {
  const id = useIdParam();
  const { data: project, error, isError, refetch } = useGetProjectQuery(id ? { id } : skipToken);

  if (isNotFound(id, { isError, error })) {
    return (
      <Result
        status="404"
        title={t('project.notFound')}
        extra={<Link to="/projects">{t('project.back')}</Link>}
      />
    );
  }
  if (!project) {
    return isError ? (
      <LoadFailed title={t('project.loadFailed')} error={error} onRetry={refetch} />
    ) : (
      <Card aria-busy="true" aria-label={t('project.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  // Its own state per project: a receipt's answer does not follow to the next project.
  return <ProjectView key={project.id} project={project} />;
}

function ProjectView({ project }: { project: Project }) {
  const mayWrite = useCan('projects', 'write');
  const mayReadHistory = useCan('history');
  const mayReadFiles = useCan('files');
  const mayReadInvoices = useCan('invoices');
  const mayReadPurchases = useCan('purchases');
  const mayWriteFiles = useCan('files', 'write');
  const mayWriteQuotes = useCan('invoices', 'write');
  const mayWritePurchases = useCan('purchases', 'write');
  // Its team writes its notes (and photos) without the projects' write access.
  const user = useAppSelector(selectRoleUser);
  const onTeam =
    hasOwnGrant(user, 'projectTeam') &&
    user?.employeeId != null &&
    project.employeeIds.includes(user.employeeId);
  // A receipt for the project: Aankopen's roles for any, its team for its own (as the server).
  const mayAddReceipt = mayWritePurchases || onTeam;
  const receipt = useReceiptUpload(project.id);
  const [notesOpen, setNotesOpen] = useState(0);
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const write = useWrite();
  const { data: employees = [] } = useGetEmployeesQuery();
  const { data: services = [] } = useGetAppointmentServicesQuery();
  const { data: customer } = useGetCustomerQuery(
    project.customerId ? { id: project.customerId } : skipToken,
  );
  const [remove] = useRemoveProjectMutation();
  const [setStage] = useSetProjectStageMutation();
  const [addPhotos, { isLoading: uploading }] = useAddProjectPhotosMutation();
  const [editing, setEditing] = useState(0);
  const [booking, setBooking] = useState(0);
  const [publishing, setPublishing] = useState(0);
  const [history, setHistory] = useState(false);

  const removeProject = async () => {
    const confirmed = await modal.confirm({
      title: t('project.removeConfirm', { name: project.name }),
      content: t('project.removeHint'),
      okText: t('project.remove'),
      cancelText: t('project.cancel'),
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
    });
    if (!confirmed) return;
    await remove({ id: project.id }).unwrap();
    message.success(t('project.removed'));
    navigate('/projects');
  };

  const changeStage = (stage: ProjectStage) =>
    write(
      () => setStage({ id: project.id, projectStageInput: { stage } }).unwrap(),
      t('projects.moved', { name: project.name, stage: stageLabel(stage) }),
    );

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!files.length) return;
    await write(
      () => addPhotos({ id: project.id, body: { files } }).unwrap(),
      t('project.photosAdded'),
    );
  };

  const names = (ids: number[], of: { id: number; label: string }[]) =>
    ids.map((one) => of.find((item) => item.id === one)?.label ?? `#${one}`);
  const team = names(
    project.employeeIds,
    employees.map((e) => ({ id: e.id, label: `${e.firstName} ${e.lastName}` })),
  );
  const serviceNames = names(
    project.serviceIds,
    services.map((s) => ({ id: s.id, label: s.title })),
  );
  const planning = planningOf(project);

  return (
    <div className="bo-project">
      <Link to="/projects" className="bo-project__back">
        <ArrowLeftOutlined aria-hidden="true" /> {t('project.back')}
      </Link>
      <header className="bo-project__header">
        <h2 className="bo-project__name">{project.name}</h2>
        <label className="bo-sr-only" htmlFor="project-stage">
          {t('projects.stage')}
        </label>
        <Select<ProjectStage>
          id="project-stage"
          value={project.stage}
          disabled={!mayWrite}
          onChange={(stage) => void changeStage(stage)}
          options={STAGES.map((value) => ({ value, label: stageLabel(value) }))}
          style={{ minWidth: 160 }}
        />
        <span className="bo-project__actions">
          {mayAddReceipt && <ReceiptButton receipt={receipt} />}
          {mayWriteQuotes && project.stage === 'offerte' && (
            <Button
              icon={<FileTextOutlined aria-hidden="true" />}
              onClick={() =>
                navigate(
                  `/invoices/quotes/new?project=${project.id}` +
                    (project.customerId ? `&customer=${project.customerId}` : ''),
                )
              }
            >
              {t('project.makeQuote')}
            </Button>
          )}
          {mayWrite && project.achievementId === null && (
            <Button
              icon={<TrophyOutlined aria-hidden="true" />}
              disabled={!isDelivered(project.stage) || !project.photos.length}
              title={isDelivered(project.stage) ? undefined : t('project.publishNotYet')}
              onClick={() => setPublishing((n) => n + 1)}
            >
              {t('project.publish')}
            </Button>
          )}
          <RecordActions
            mayWrite={mayWrite}
            mayReadHistory={mayReadHistory}
            labels={{
              edit: t('project.edit'),
              history: t('history.title'),
              remove: t('project.remove'),
            }}
            onEdit={() => setEditing((n) => n + 1)}
            onHistory={() => setHistory(true)}
            onRemove={removeProject}
          />
        </span>
      </header>
      <ReceiptStatus receipt={receipt} mayOpenPurchase={mayReadPurchases} />
      {project.achievementId !== null && (
        <p>
          <Tag color="green">{t('project.publishedAs')}</Tag>{' '}
          <Link to={`/cms/achievements#achievement-${project.achievementId}`}>
            {t('project.viewAchievement')}
          </Link>
        </p>
      )}
      <div className="bo-project__grid">
        <Card title={<h3 className="bo-project__section-title">{t('project.details')}</h3>}>
          <Descriptions column={1} size="small" layout="vertical">
            <Descriptions.Item label={t('project.customer')}>
              {project.customerId ? (
                <Link to={`/projects/customers/${project.customerId}`}>{customerOf(project)}</Link>
              ) : (
                customerOf(project)
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('project.siteAddress')}>
              {project.siteAddress ? (
                <span>
                  {project.siteAddress}{' '}
                  <a
                    href={mapUrl(project.siteAddress)}
                    target="_blank"
                    rel="noreferrer"
                    className="bo-project__map"
                    aria-label={t('project.mapLabel', { address: project.siteAddress })}
                  >
                    <EnvironmentOutlined aria-hidden="true" /> {t('project.map')}
                  </a>
                </span>
              ) : (
                t('project.notGiven')
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('project.planning')}>
              {planning || t('project.notPlanned')}
            </Descriptions.Item>
            <Descriptions.Item label={t('project.team')}>
              {team.length ? team.join(', ') : t('project.notGiven')}
            </Descriptions.Item>
            <Descriptions.Item label={t('project.services')}>
              {serviceNames.length ? serviceNames.join(', ') : t('project.notGiven')}
            </Descriptions.Item>
          </Descriptions>
        </Card>
        <Card
          title={<h3 className="bo-project__section-title">{t('project.appointments')}</h3>}
          extra={
            <Button
              icon={<CalendarOutlined aria-hidden="true" />}
              onClick={() => setBooking((n) => n + 1)}
            >
              {t('project.makeAppointment')}
            </Button>
          }
        >
          {project.appointments.length ? (
            <ul className="bo-project__list">
              {project.appointments.map((appointment) => (
                <li key={appointment.id}>
                  <Link to={`/agenda?appointment=${appointment.id}`}>{appointment.title}</Link>{' '}
                  <span className="bo-project__muted">{formatBrussels(appointment.start)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="bo-project__muted">{t('project.appointmentsNone')}</p>
          )}
        </Card>
        <Card
          title={<h3 className="bo-project__section-title">{t('project.photos')}</h3>}
          extra={
            <>
              <input
                id="project-photos"
                type="file"
                multiple
                accept={IMAGE_ACCEPT}
                aria-label={t('project.addPhotos')}
                tabIndex={-1}
                className="bo-sr-only"
                onChange={(event) => void upload(event)}
              />
              <Button
                icon={<UploadOutlined aria-hidden="true" />}
                loading={uploading}
                onClick={() => document.getElementById('project-photos')?.click()}
              >
                {t('project.addPhotos')}
              </Button>
            </>
          }
        >
          <ProjectPhotos project={project} />
        </Card>
        <Card
          title={<h3 className="bo-project__section-title">{t('project.notes')}</h3>}
          extra={
            (mayWrite || onTeam) && (
              <Button
                icon={<EditOutlined aria-hidden="true" />}
                onClick={() => setNotesOpen((n) => n + 1)}
              >
                {t('project.notesEdit')}
              </Button>
            )
          }
        >
          {project.notes ? (
            <RichText html={project.notes} />
          ) : (
            <p className="bo-project__muted">{t('project.notesNone')}</p>
          )}
        </Card>
        {mayReadInvoices && <ProjectMoneyCard projectId={project.id} />}
        {mayReadPurchases && <ProjectCostingCard projectId={project.id} />}
        {(mayReadFiles || onTeam) && (
          <DocumentsSection
            kind="project"
            id={project.id}
            label={project.name}
            mayAdd={mayWriteFiles || onTeam}
          />
        )}
      </div>
      {editing > 0 && (
        <ProjectFormModal key={editing} project={project} onClose={() => setEditing(0)} />
      )}
      {notesOpen > 0 && (
        <NotesModal key={notesOpen} project={project} onClose={() => setNotesOpen(0)} />
      )}
      {publishing > 0 && (
        <PublishModal key={publishing} project={project} onClose={() => setPublishing(0)} />
      )}
      {booking > 0 && (
        <Suspense fallback={<Spin />}>
          <AppointmentFormModal
            key={booking}
            open
            draft={{
              title: project.name,
              employeeIds: project.employeeIds,
              customerId: project.customerId,
              customer: customer && {
                name: customer.name,
                email: customer.email,
                phone: customer.phone,
              },
              address: project.siteAddress,
              projectId: project.id,
            }}
            onClose={() => setBooking(0)}
          />
        </Suspense>
      )}
      <HistoryDrawer
        target={history ? { kind: 'project', id: project.id, label: project.name } : null}
        onClose={() => setHistory(false)}
      />
    </div>
  );
}
