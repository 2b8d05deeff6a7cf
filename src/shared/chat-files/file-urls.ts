import type { FetchArgs } from '@reduxjs/toolkit/query';

/**
 * A conversation's files are read with the reader's credentials (staff's session, the customer's
 * token), never by a public address: the answer becomes an object URL the page shows or opens.
 * Refusals stay JSON, as every error answer.
 */
export const objectUrlOf = async (response: Response): Promise<unknown> =>
  response.ok ? URL.createObjectURL(await response.blob()) : response.json();

/** The generated file request, answered as an object URL (objectUrlOf). */
export const asObjectUrl =
  <Arg>(query: (arg: Arg) => string | FetchArgs) =>
  (arg: Arg): FetchArgs => {
    const request = query(arg);
    return {
      ...(typeof request === 'string' ? { url: request } : request),
      responseHandler: objectUrlOf,
    };
  };

/** Frees a file's object URL when RTK Query forgets its cache entry. */
export async function revokeWhenRemoved(
  _arg: unknown,
  api: { cacheDataLoaded: Promise<{ data: unknown }>; cacheEntryRemoved: Promise<void> },
) {
  let url: unknown;
  try {
    url = (await api.cacheDataLoaded).data;
  } catch {
    return;
  }
  await api.cacheEntryRemoved;
  if (typeof url === 'string') URL.revokeObjectURL(url);
}

/**
 * Opens a file in a new tab (the browser's own viewer) or saves it. The tab is opened at the
 * click, before the file is read, so that no popup blocker stops it.
 */
export async function openFile(
  name: string,
  download: boolean,
  read: () => Promise<string | undefined>,
) {
  const tab = download ? null : window.open('', '_blank');
  const url = await read();
  if (!url) {
    tab?.close();
    return;
  }
  if (tab) {
    tab.location.href = url;
    return;
  }
  const link = document.createElement('a');
  link.href = url;
  if (download) link.download = name;
  else link.target = '_blank';
  link.rel = 'noopener';
  link.click();
}

/** 1.2 MB, 340 kB: a file's size as people read it (decimal, one decimal under 10). */
export function fileSize(bytes: number, locale: string) {
  const [value, unit] =
    bytes >= 1e6 ? [bytes / 1e6, 'MB'] : bytes >= 1e3 ? [bytes / 1e3, 'kB'] : [bytes, 'B'];
  const digits = value < 10 && unit !== 'B' ? 1 : 0;
  return `${value.toLocaleString(locale, { maximumFractionDigits: digits })} ${unit}`;
}

/** What the file inputs offer: photos and PDF (the server checks what each file really is). */
export const ACCEPTED_FILES =
  'image/jpeg,image/png,image/webp,image/heic,image/heif,application/pdf,.heic,.heif';
export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
