import { useRef, useState } from 'react';
import type { WidgetT } from '../../i18n/widget';
import { ACCEPTED_FILES, MAX_FILES, MAX_FILE_BYTES } from '../../shared/chat-files/file-urls';
import type { WidgetFailure } from './errors';

/** The files the customer chose for their next message, checked for count and size here too. */
export function useChosenFiles(t: WidgetT, fail: (failure: WidgetFailure | undefined) => void) {
  const [files, setFiles] = useState<File[]>([]);
  const add = (list: FileList | null) => {
    const next = [...files, ...Array.from(list ?? [])];
    if (next.length > MAX_FILES) return fail({ text: t('widget.tooManyFiles') });
    if (next.some((file) => file.size > MAX_FILE_BYTES))
      return fail({ text: t('widget.fileTooLarge') });
    fail(undefined);
    setFiles(next);
  };
  return {
    files,
    add,
    remove: (index: number) => setFiles(files.filter((_, i) => i !== index)),
    clear: () => setFiles([]),
  };
}

type Chosen = ReturnType<typeof useChosenFiles>;

/** The paperclip: opens the device's file (or camera) picker. */
export function AttachButton({ t, chosen }: { t: WidgetT; chosen: Chosen }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        id="bo-widget-files"
        className="bo-widget__sr-only"
        type="file"
        multiple
        accept={ACCEPTED_FILES}
        tabIndex={-1}
        aria-hidden="true"
        aria-label={t('widget.attach')}
        onChange={(event) => {
          chosen.add(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      <button
        type="button"
        className="bo-widget__attach"
        aria-label={t('widget.attach')}
        title={`${t('widget.attach')}: ${t('widget.attachHint')}`}
        onClick={() => input.current?.click()}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            fill="currentColor"
            d="M16.5 6v11.5a4 4 0 0 1-8 0V5a2.5 2.5 0 0 1 5 0v10.5a1 1 0 0 1-2 0V6H10v9.5a2.5 2.5 0 0 0 5 0V5a4 4 0 0 0-8 0v12.5a5.5 5.5 0 0 0 11 0V6h-1.5z"
          />
        </svg>
      </button>
    </>
  );
}

/** The chosen files under the text, each with a button that leaves it out. */
export function ChosenFiles({ t, chosen }: { t: WidgetT; chosen: Chosen }) {
  if (chosen.files.length === 0) return null;
  return (
    <ul className="bo-widget__chosen">
      {chosen.files.map((file, index) => (
        <li key={`${file.name}-${index}`}>
          <span>{file.name}</span>
          <button
            type="button"
            aria-label={t('widget.removeFile', { name: file.name })}
            onClick={() => chosen.remove(index)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

export { default as WidgetMessageFiles } from './MessageFilesPart';
