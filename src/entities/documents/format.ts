import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { t } from '../../i18n/documents';
import { refusalWords } from '../../store/errors';
import type { DocumentLink, DocumentTextStatus } from './api.generated';

/** How many files one upload takes (the server's limit: docs/api.md § Bestanden). */
export const MAX_UPLOAD_FILES = 20;

/** Where a link's record is shown in the back office; null for kinds without a page yet. */
export function linkPath({ kind, id }: Pick<DocumentLink, 'kind' | 'id'>): string | null {
  switch (kind) {
    case 'customer':
      return `/projects/customers/${id}`;
    case 'project':
      return `/projects/${id}`;
    case 'employee':
      return `/employees/${id}`;
    case 'vehicle':
      return `/vehicles/${id}`;
    default:
      return null;
  }
}

/** What a link is called, with the record's name when it is known: "Klant: Lotte Maes". */
export function linkLabel(link: DocumentLink, name?: string): string {
  const kind = t(`documents.link.${link.kind}`);
  return name ? `${kind}: ${name}` : t('documents.linkLabel', { kind, id: link.id });
}

/** The colour of a document's text status: reading (blue), searchable (green), failed (red). */
export function textStatusColor(status: DocumentTextStatus): string | undefined {
  if (status === 'klaar') return 'green';
  if (status === 'wacht') return 'blue';
  if (status === 'mislukt') return 'red';
  return undefined;
}

/**
 * Why a write was refused, in Dutch: a refusal that explains itself (409: a document under
 * retention, with its date; 415/422: a file of a kind that is not allowed or infected) shows
 * the server's own words, the others their code's label.
 */
export const refusalText = (error: FetchBaseQueryError | SerializedError | undefined) =>
  refusalWords(error, [409, 413, 415, 422]);

/** 12 MB, 340 kB: a file's size as people read it. */
export { fileSize } from '../../shared/chat-files/file-urls';
