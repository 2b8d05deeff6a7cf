import type { ReactNode } from 'react';

/** A file of a message, as every read names it. */
export interface MessageFile {
  id: number;
  name: string;
  type: string;
  size: number;
}

export interface MessageFilesProps {
  files: readonly MessageFile[];
  /** Renders a photo's thumbnail (read with the reader's credentials). */
  thumbnail: (file: MessageFile) => ReactNode;
  /** Opens the file in the browser's viewer, or saves it. */
  open: (file: MessageFile, download: boolean) => void;
  /** Keeps the file among the documents (the back office only); no button without it. */
  keep?: (file: MessageFile) => void;
  labels: {
    open: (name: string) => string;
    download: (name: string) => string;
    size: (bytes: number) => string;
    keep?: (name: string) => string;
  };
  className: string;
}

/**
 * A message's photos and documents: a photo as its thumbnail, a document by its name and size;
 * each opens in the browser's viewer and can be saved. Plain markup, for the back office and
 * the widget alike.
 */
export function MessageFiles({
  files,
  thumbnail,
  open,
  keep,
  labels,
  className,
}: MessageFilesProps) {
  if (files.length === 0) return null;
  return (
    <ul className={className}>
      {files.map((file) => (
        <li key={file.id} className={`${className}-item`}>
          {/* A photo's button is named by its action; a document's by what it shows (its name). */}
          <button
            type="button"
            className={`${className}-open`}
            aria-label={file.type.startsWith('image/') ? labels.open(file.name) : undefined}
            title={labels.open(file.name)}
            onClick={() => open(file, false)}
          >
            {file.type.startsWith('image/') ? (
              thumbnail(file)
            ) : (
              <span className={`${className}-doc`}>
                <span aria-hidden="true" className={`${className}-kind`}>
                  PDF
                </span>
                <span className={`${className}-name`}>{file.name}</span>
                <span className={`${className}-size`}>{labels.size(file.size)}</span>
              </span>
            )}
          </button>
          <button
            type="button"
            className={`${className}-download`}
            aria-label={labels.download(file.name)}
            title={labels.download(file.name)}
            onClick={() => open(file, true)}
          >
            ↓
          </button>
          {keep && (
            <button
              type="button"
              className={`${className}-keep`}
              aria-label={labels.keep?.(file.name)}
              title={labels.keep?.(file.name)}
              onClick={() => keep(file)}
            >
              +
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
