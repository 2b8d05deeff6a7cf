import { CloseOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Progress } from 'antd';
import { useEffect, useId, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { t } from '../../i18n/image-input';
import type { UploadProgress } from '../../store/form-data';
import { useGetConfigQuery } from '../runtime-config/api';
import { byteSize, imageSrc } from './image-src';
import { useFileDrop } from './use-file-drop';
import './image-input.css';

/** What the file picker offers: the raster formats the server decodes (server/domain/images.ts). */
export const IMAGE_ACCEPT =
  'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif,image/tiff';

/** The server's default, until its runtime configuration (GET /api/config) has been read. */
const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;

export interface ImageInputProps {
  /** The newly chosen file; undefined or null while none is chosen. */
  value?: File | null;
  onChange?: (file: File | null) => void;
  /** The image shown while no file is chosen (an address or data URL); ''/null when none. */
  current?: string | null;
  /** An upload of the chosen file under way: shows its progress. */
  progress?: UploadProgress | null;
  /** From antd's Form.Item: the file input's id, so the field's label names it. */
  id?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  disabled?: boolean;
  /** Reports a file refused here (not an image, too large): the field shows it as its error. */
  onRefused?: (reason: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A chosen file shown from a local address, which is given back when the file changes or the
 * preview goes. The address is set on the element itself: nothing else needs to know it.
 */
function FilePreview({ file, alt }: { file: File; alt: string }) {
  const image = useRef<HTMLImageElement>(null);
  // A file the browser cannot show (HEIC, say, or no image at all) shows its name instead.
  const [unreadable, setUnreadable] = useState<File | null>(null);
  useEffect(() => {
    // jsdom has no object URLs; a browser always has.
    if (!image.current || typeof URL.createObjectURL !== 'function') return undefined;
    const url = URL.createObjectURL(file);
    image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  if (unreadable === file) return <span className="bo-image-input__empty">{file.name}</span>;
  return <img ref={image} alt={alt} onError={() => setUnreadable(file)} />;
}

/**
 * One image for a form (docs/product.md § Image uploads: an image preview box and a file input styled as a button):
 * the preview shows the chosen file, else the current image, else a placeholder. A file can also
 * be dropped on the preview box. An antd form control: value/onChange hold the chosen File. Files
 * that are no image or larger than the server accepts are refused here, before any upload.
 */
export function ImageInput({
  value,
  onChange,
  current,
  progress,
  id,
  disabled,
  onRefused,
  ref,
  ...aria
}: ImageInputProps) {
  const { componentDisabled } = ConfigProvider.useConfig();
  const isDisabled = Boolean(disabled ?? componentDisabled);
  const config = useGetConfigQuery();
  const maxBytes = config.data?.limits.maxFileBytes ?? DEFAULT_MAX_BYTES;
  const hintId = useId();

  const choose = (file: File | undefined) => {
    if (!file) return;
    // Some systems give photos (HEIC) no type: the server reads the file itself.
    if (file.type && !file.type.startsWith('image/')) {
      onRefused?.(t('imageInput.notAnImage'));
      return;
    }
    if (file.size > maxBytes) {
      onRefused?.(t('imageInput.tooLarge', { size: byteSize(maxBytes) }));
      return;
    }
    onChange?.(file);
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    choose(event.target.files?.[0]);
    // The same file chosen again after an undo is a change too.
    event.target.value = '';
  };

  const { dragging, handlers: dropHandlers } = useFileDrop(isDisabled, (files) => choose(files[0]));

  const currentSrc = imageSrc(current, 'thumb');
  const percent = progress?.total ? Math.round((100 * progress.loaded) / progress.total) : 0;
  const describedBy = [aria['aria-describedby'], hintId].filter(Boolean).join(' ');

  const classes = ['bo-image-input__preview'];
  if (dragging) classes.push('bo-image-input__preview--dragging');
  if (!value && !currentSrc) classes.push('bo-image-input__preview--empty');

  return (
    <div className="bo-image-input">
      <div className={classes.join(' ')} {...dropHandlers} data-testid="image-drop-zone">
        {value && <FilePreview file={value} alt={t('imageInput.chosen')} />}
        {!value && currentSrc && <img src={currentSrc} alt={t('imageInput.current')} />}
        {!value && !currentSrc && (
          <span className="bo-image-input__empty">{t('imageInput.none')}</span>
        )}
        {dragging && (
          <span className="bo-image-input__drop" aria-hidden="true">
            {t('imageInput.dropHere')}
          </span>
        )}
      </div>
      <div className="bo-image-input__side">
        <div className="bo-image-input__actions">
          {/* The file input itself, styled as a button: its label is the field's label. */}
          <span
            className={
              isDisabled
                ? 'bo-image-input__button bo-image-input__button--disabled'
                : 'bo-image-input__button'
            }
          >
            <UploadOutlined aria-hidden="true" />
            <span aria-hidden="true">
              {value || currentSrc ? t('imageInput.chooseOther') : t('imageInput.choose')}
            </span>
            <input
              ref={ref}
              id={id}
              type="file"
              accept={IMAGE_ACCEPT}
              disabled={isDisabled}
              onChange={picked}
              aria-invalid={aria['aria-invalid']}
              aria-describedby={describedBy}
            />
          </span>
          {value && (
            <Button icon={<CloseOutlined />} onClick={() => onChange?.(null)} disabled={isDisabled}>
              {t('imageInput.undo')}
            </Button>
          )}
        </div>
        {value && (
          <div className="bo-image-input__file">
            {t('imageInput.chosenFile', { name: value.name, size: byteSize(value.size) })}
          </div>
        )}
        <div id={hintId} className="bo-image-input__hint">
          {t('imageInput.dropHint')} {t('imageInput.limits', { size: byteSize(maxBytes) })}
          {currentSrc ? ` ${t('imageInput.keepsCurrent')}` : ''}
        </div>
        {progress && (
          <div className="bo-image-input__progress" role="status">
            <Progress
              percent={percent}
              status={percent < 100 ? 'active' : 'normal'}
              showInfo={false}
              size="small"
              aria-label={t('imageInput.progress')}
            />
            <span>
              {percent < 100 ? t('imageInput.uploading', { percent }) : t('imageInput.processing')}
            </span>
          </div>
        )}
      </div>
    </div>
  );
}
