import { Input } from 'antd';
import { useId } from 'react';
import { t } from '../../i18n/image-input';
import './image-input.css';

/** Must match the server's limit (MAX_ALT_LENGTH in server/schemas/images.ts). */
export const MAX_ALT_LENGTH = 300;

/** An image's descriptions for screen readers, as the API names them. */
export interface ImageAlt {
  altDutch: string;
  altEnglish: string;
}

export const NO_ALT: ImageAlt = { altDutch: '', altEnglish: '' };

/** Whether both languages describe the image (the overview counts the others). */
export const isDescribed = (alt: ImageAlt | null | undefined) =>
  !!alt && alt.altDutch.trim() !== '' && alt.altEnglish.trim() !== '';

/** Whether two descriptions say the same, as the server stores them (trimmed). */
export const sameAlt = (a: ImageAlt, b: ImageAlt) =>
  a.altDutch.trim() === b.altDutch.trim() && a.altEnglish.trim() === b.altEnglish.trim();

const FIELDS = [
  { name: 'altDutch', label: 'imageInput.altDutch' },
  { name: 'altEnglish', label: 'imageInput.altEnglish' },
] as const;

export interface ImageAltInputProps {
  value?: ImageAlt;
  onChange?: (alt: ImageAlt) => void;
  /** From antd's Form.Item, or chosen: the Dutch field gets it, the English one `{id}-english`. */
  id?: string;
  /** What the fields describe, when the heading alone would not say (a photo's number). */
  title?: string;
}

/**
 * An image's descriptions for screen readers, in Dutch and English (docs/product.md § Image
 * descriptions): the website shows them as the image's alt text. A form control, as a
 * Form.Item's child or on its own; an empty field means not written yet.
 */
export function ImageAltInput({ value = NO_ALT, onChange, id, title }: ImageAltInputProps) {
  const own = useId();
  const base = id ?? own;
  const helpId = `${base}-help`;
  const idOf = (name: keyof ImageAlt) => (name === 'altDutch' ? base : `${base}-english`);
  return (
    <fieldset className="bo-image-alt">
      {/* A heading too, so that moving by headings finds the group. */}
      <legend className="bo-image-alt__title">
        <h3>{title ?? t('imageInput.altTitle')}</h3>
      </legend>
      <p className="bo-image-alt__help" id={helpId}>
        {t('imageInput.altHelp')}
      </p>
      {FIELDS.map(({ name, label }) => (
        <div key={name} className="bo-image-alt__field">
          <label htmlFor={idOf(name)}>{t(label)}</label>
          <Input.TextArea
            id={idOf(name)}
            value={value[name]}
            onChange={(event) => onChange?.({ ...value, [name]: event.target.value })}
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={MAX_ALT_LENGTH}
            showCount
            aria-describedby={helpId}
          />
        </div>
      ))}
    </fieldset>
  );
}
