import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useParams } from 'react-router-dom';
import { errorCode } from '../../store/errors';

/** The largest id the server accepts in a path (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/**
 * An id from the address, or null when it holds none: ids are plain decimal positive integers,
 * as the server reads them ('07', '1e3', '0x7' and '-1' are no ids).
 */
export function parseId(text: string | null | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/** The record id of a detail page's address (`/projects/:id`), or null when it holds none. */
export function useIdParam(name = 'id'): number | null {
  return parseId(useParams()[name]);
}

/**
 * Whether a detail page shows "not found": its address holds no id, or the server answered
 * NOT_FOUND (the record never was, or was removed).
 */
export function isNotFound(
  id: number | null,
  read: { isError: boolean; error?: FetchBaseQueryError | SerializedError },
): boolean {
  return id === null || (read.isError && errorCode(read.error) === 'NOT_FOUND');
}
