import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  DeleteOutlined,
  EditOutlined,
} from '@ant-design/icons';
import { App, Form, Input } from 'antd';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { IconButton } from '../../shared/IconButton';
import { StaffImage } from '../../shared/image-input/StaffImage';
import { t } from '../../i18n/projects';
import { FormModal } from '../../shared/form-modal';
import { errorText } from '../../store/errors';
import {
  useDescribeProjectPhotoMutation,
  useOrderProjectPhotosMutation,
  useRemoveProjectPhotoMutation,
  type Project,
  type ProjectPhoto,
} from './api';
import { FormFailure } from './FormFailure';

/** What a photo's drag carries: its key, as text of this type. */
const PHOTO_DRAG_TYPE = 'application/x-project-photo';

type Failure = Parameters<typeof errorText>[0];

/** `keys` with the one at `from` in place `to`, those between shifted by one. */
export function movedKey(keys: readonly string[], from: number, to: number) {
  const next = [...keys];
  const [key] = next.splice(from, 1);
  next.splice(to, 0, key);
  return next;
}

/**
 * A project's photos (docs/product.md § Projecten): each described in Dutch and English,
 * removed, or put in another place by dragging it or with its arrow buttons; every change is
 * saved at once.
 */
export function ProjectPhotos({ project }: { project: Project }) {
  const { message, modal } = App.useApp();
  const [order] = useOrderProjectPhotosMutation();
  const [remove] = useRemoveProjectPhotoMutation();
  const [describing, setDescribing] = useState<{ photo: ProjectPhoto; number: number } | null>(
    null,
  );
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // After a move by keyboard, the focus stays on the moved photo's button.
  const [focusAfter, setFocusAfter] = useState<{ key: string; button: string } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const keys = project.photos.map((photo) => photo.key);

  useEffect(() => {
    if (!focusAfter) return;
    const item = list.current?.querySelector(`[data-photo="${focusAfter.key}"]`);
    const button =
      item?.querySelector<HTMLButtonElement>(`[data-move="${focusAfter.button}"]:not(:disabled)`) ??
      item?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    button?.focus();
  }, [project.photos, focusAfter]);

  const move = async (from: number, to: number, button?: string) => {
    if (to < 0 || to >= keys.length || from === to) return;
    try {
      await order({
        id: project.id,
        projectPhotoOrder: { keys: movedKey(keys, from, to) },
      }).unwrap();
      setAnnouncement(t('project.photoMoved', { number: to + 1 }));
      if (button) setFocusAfter({ key: keys[from], button });
    } catch (failure) {
      message.error(errorText(failure as Failure));
    }
  };

  const removePhoto = async (photo: ProjectPhoto, number: number) => {
    const confirmed = await modal.confirm({
      title: t('project.photoRemoveConfirm', { number }),
      content: t('project.photoRemoveHint'),
      okText: t('project.remove'),
      cancelText: t('project.cancel'),
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
    });
    if (!confirmed) return;
    try {
      await remove({ id: project.id, key: photo.key }).unwrap();
      message.success(t('project.photoRemoved'));
    } catch (failure) {
      message.error(errorText(failure as Failure));
    }
  };

  const drop = (event: DragEvent, to: number) => {
    const key = event.dataTransfer.getData(PHOTO_DRAG_TYPE);
    setDragged(null);
    setOver(null);
    if (!key) return;
    event.preventDefault();
    void move(keys.indexOf(key), to);
  };

  if (!project.photos.length) return <p className="bo-project__muted">{t('project.photosNone')}</p>;
  return (
    <>
      {keys.length > 1 && <p className="bo-project__muted">{t('project.photosOrderHint')}</p>}
      <ol className="bo-project__photos" ref={list} aria-label={t('project.photos')}>
        {project.photos.map((photo, index) => {
          const number = index + 1;
          const state =
            dragged === photo.key
              ? ' bo-project__photo--dragged'
              : over === photo.key
                ? ' bo-project__photo--over'
                : '';
          return (
            <li
              key={photo.key}
              className={`bo-project__photo${state}`}
              data-photo={photo.key}
              aria-label={t('project.photoLabel', { number })}
              onDragOver={(event) => {
                if (!event.dataTransfer.types.includes(PHOTO_DRAG_TYPE)) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setOver(photo.key);
              }}
              onDragLeave={(event) => {
                if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
                setOver((current) => (current === photo.key ? null : current));
              }}
              onDrop={(event) => drop(event, index)}
            >
              <figure>
                <StaffImage
                  src={photo.thumbUrl}
                  alt={photo.altDutch}
                  loading="lazy"
                  draggable
                  title={keys.length > 1 ? t('project.photoDragTitle') : undefined}
                  onDragStart={(event) => {
                    event.dataTransfer.setData(PHOTO_DRAG_TYPE, photo.key);
                    event.dataTransfer.effectAllowed = 'move';
                    setDragged(photo.key);
                  }}
                  onDragEnd={() => {
                    setDragged(null);
                    setOver(null);
                  }}
                />
                {/* A description is the photo's alt text: its caption is not read out twice. */}
                <figcaption aria-hidden={photo.altDutch ? true : undefined}>
                  {photo.altDutch || t('project.photoNoDescription')}
                </figcaption>
              </figure>
              <div className="bo-project__photo-tools">
                <IconButton
                  icon={<ArrowLeftOutlined />}
                  label={t('project.photoEarlier', { number })}
                  data-move="earlier"
                  disabled={index === 0}
                  onClick={() => void move(index, index - 1, 'earlier')}
                />
                <IconButton
                  icon={<EditOutlined />}
                  label={t('project.photoDescribe', { number })}
                  onClick={() => setDescribing({ photo, number })}
                />
                <IconButton
                  icon={<DeleteOutlined />}
                  label={t('project.photoRemove', { number })}
                  danger
                  onClick={() => void removePhoto(photo, number)}
                />
                <IconButton
                  icon={<ArrowRightOutlined />}
                  label={t('project.photoLater', { number })}
                  data-move="later"
                  disabled={index === keys.length - 1}
                  onClick={() => void move(index, index + 1, 'later')}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <div className="bo-sr-only" role="status" aria-live="polite">
        {announcement}
      </div>
      {describing && (
        <DescribeModal
          key={describing.photo.key}
          projectId={project.id}
          photo={describing.photo}
          number={describing.number}
          onClose={() => setDescribing(null)}
        />
      )}
    </>
  );
}

interface AltValues {
  altDutch: string;
  altEnglish: string;
}

/** One photo's Dutch and English descriptions. */
function DescribeModal({
  projectId,
  photo,
  number,
  onClose,
}: {
  projectId: number;
  photo: ProjectPhoto;
  number: number;
  onClose: () => void;
}) {
  const [form] = Form.useForm<AltValues>();
  const { message } = App.useApp();
  const [describe, { isLoading }] = useDescribeProjectPhotoMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (values: AltValues) => {
    try {
      await describe({ id: projectId, key: photo.key, imageAltData: values }).unwrap();
      message.success(t('project.photoDescribed'));
      onClose();
    } catch (error) {
      setFailure(errorText(error as Failure));
    }
  };

  return (
    <FormModal<AltValues>
      open
      title={t('project.photoDescribeTitle', { number })}
      form={form}
      initialValues={{ altDutch: photo.altDutch, altEnglish: photo.altEnglish }}
      onFinish={save}
      onClose={onClose}
      saving={isLoading}
    >
      <StaffImage src={photo.thumbUrl} alt="" className="bo-project__describe-photo" />
      <p className="bo-project__muted">{t('project.photoAltHint')}</p>
      <Form.Item name="altDutch" label={t('project.photoAltDutch')}>
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item name="altEnglish" label={t('project.photoAltEnglish')}>
        <Input maxLength={300} />
      </Form.Item>
      <FormFailure text={failure} />
    </FormModal>
  );
}
