import type { Config, MailConfig } from '../config';
import type { Db } from '../db/client';
import type { DOCUMENT_LINK_KINDS } from '../db/schema/documents';
import { addressKey } from '../domain/client-address';
import { ApiError, notFound, rateLimited, validation } from '../domain/errors';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { hashToken, newToken } from '../domain/tokens';
import {
  announceDocumentsReceived,
  documentExists,
  insertShare,
  insertUploadLink,
  listShares,
  listUploadLinks,
  loadOpenShare,
  loadOpenUploadLink,
  revokeShare,
  revokeUploadLink,
  countReceived,
  uncountReceived,
  uploadTargetName,
} from '../repositories/document-shares';
import { loadChatFile } from '../repositories/chat-files';
import { insertDocumentsReceivedNotices } from '../repositories/outbox';
import { Throttle } from '../repositories/throttle';
import { createDocuments, discardStoredFiles, type StoredFile } from './document-files';
import { mailDomain } from './mail';

/**
 * The documents' links for people without an account (docs/product.md § Bestanden § Links):
 * a share shows one document until it expires or is revoked, optionally behind a password; an
 * upload link lets a customer send files to a customer's or project's documents. The token is
 * in the link's fragment (never sent to a server's log) and only its SHA-256 is stored; every
 * wrong case (unknown, expired, revoked, a wrong password) answers the same 404.
 */

/** How far ahead a link may expire. */
export const MAX_LINK_DAYS = 366;

/** The SPA's pages that open the links (src/features/files/public). */
export const SHARE_PAGE = '/gedeeld';
export const UPLOAD_PAGE = '/opladen';

/** The one answer of a share that does not open, whatever the reason. */
export const shareNotFound = () =>
  new ApiError(
    'NOT_FOUND',
    'Deze link opent geen document: hij bestaat niet, is verlopen of ingetrokken, of het wachtwoord klopt niet.',
  );

/** The one answer of an upload link that does not open, whatever the reason. */
export const uploadLinkNotFound = () =>
  new ApiError('NOT_FOUND', 'Deze link werkt niet: hij bestaat niet, is verlopen of ingetrokken.');

/** An expiry as given, when it lies ahead and within MAX_LINK_DAYS; else 400. */
function checkedExpiry(expiresAt: string): Date {
  const at = new Date(expiresAt);
  const now = Date.now();
  if (Number.isNaN(at.getTime()) || at.getTime() <= now)
    throw validation('expiresAt must lie in the future');
  if (at.getTime() > now + MAX_LINK_DAYS * 86_400_000)
    throw validation(`expiresAt may lie at most ${MAX_LINK_DAYS} days ahead`);
  return at;
}

/** A link's address: the page, and the token (with what the page needs to know) in the fragment. */
const linkUrl = (appUrl: string, page: string, token: string, extra = '') =>
  `${appUrl}${page}#token=${token}${extra}`;

/** A token as a header carries it; '' (which opens nothing) when missing or unlikely. */
export function tokenOf(value: unknown): string {
  return typeof value === 'string' && value.length <= 200 ? value.trim() : '';
}

/** The password header: URI-encoded UTF-8 (a header carries only Latin-1), else as sent. */
export function passwordOf(value: unknown): string {
  if (typeof value !== 'string' || value.length > 1000) return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const iso = (date: Date | string) => new Date(date).toISOString();
const isoOrNull = (date: Date | string | null) => (date === null ? null : iso(date));

/** What a browser shows by itself; anything else is downloaded. */
const PREVIEWED = /^(application\/pdf|image\/(jpeg|png|webp|gif))$/;

type LinkLimits = Config['documentLinkLimits'];

/** The type of a customer's files: photos when they all are, else Overig. */
const typeOfFiles = (files: { mime: string }[]) =>
  files.every((file) => file.mime.startsWith('image/')) ? 'Foto' : 'Overig';

/** The tag of every document a customer sent through an upload link. */
export const UPLOAD_LINK_TAG = 'van klant';

export function documentLinks(
  db: Db,
  config: { documentLinkLimits: LinkLimits; mail: MailConfig },
) {
  const limits = config.documentLinkLimits;
  const { appUrl, companyName } = config.mail;
  const misses = new Throttle(db, 'document-link-miss', limits.windowSeconds);
  const uploads = new Throttle(db, 'document-link-upload', limits.windowSeconds);

  /**
   * Runs `open` counted as a miss of `address`, taken back when it opens: an address that keeps
   * guessing tokens or passwords is answered 429 before anything is looked up. A request without
   * a token guesses nothing: it opens nothing and is not counted (nor does it write anything).
   */
  async function guarded<T>(
    address: string,
    token: string,
    open: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    if (!token) return undefined;
    const attempt = await misses.take([
      { key: addressKey(address), limit: limits.missesPerAddress },
    ]);
    if ('retryAfterSeconds' in attempt)
      throw rateLimited('Te veel pogingen; probeer het later opnieuw.', attempt.retryAfterSeconds);
    const opened = await open();
    if (opened !== undefined) await misses.forget(attempt.ids);
    return opened;
  }

  async function createShare(
    documentId: number,
    input: { expiresAt: string; password?: string },
    by: number,
  ) {
    const expiresAt = checkedExpiry(input.expiresAt);
    if (!(await documentExists(db, documentId))) throw notFound('Document', documentId);
    const password = input.password?.trim() ? input.password : undefined;
    const token = newToken();
    const id = await insertShare(db, {
      documentId,
      tokenHash: hashToken(token),
      expiresAt,
      passwordHash: password === undefined ? null : await hashPassword(password),
      createdBy: by,
    });
    // The page asks for the password at once; the server tells nobody whether one is needed.
    const url = linkUrl(appUrl, SHARE_PAGE, token, password ? '&wachtwoord=1' : '');
    return { id, url };
  }

  async function sharesOf(documentId: number) {
    if (!(await documentExists(db, documentId))) throw notFound('Document', documentId);
    const rows = await listShares(db, documentId);
    return {
      shares: rows.map((row) => ({
        ...row,
        expiresAt: iso(row.expiresAt),
        revokedAt: isoOrNull(row.revokedAt),
        createdAt: iso(row.createdAt),
      })),
    };
  }

  async function revoke(documentId: number, shareId: number) {
    if (!(await revokeShare(db, documentId, shareId))) throw notFound('Share', shareId);
  }

  /** The share that `token` (and `password`, when it has one) opens; the one 404 otherwise. */
  async function openShare(token: string, password: string, address: string) {
    const share = await guarded(address, token, async () => {
      const found = await loadOpenShare(db, hashToken(token));
      if (!found) return undefined;
      if (found.passwordHash !== null && !(await verifyPassword(found.passwordHash, password)))
        return undefined;
      return found;
    });
    if (!share) throw shareNotFound();
    return share;
  }

  /** What the shared document's page shows. */
  async function sharedDocument(token: string, password: string, address: string) {
    const share = await openShare(token, password, address);
    return {
      name: share.name,
      fileName: share.fileName,
      mime: share.mime,
      size: share.size,
      expiresAt: iso(share.expiresAt),
      preview: PREVIEWED.test(share.mime),
    };
  }

  async function createUploadLink(
    input: {
      linkKind: 'customer' | 'project';
      linkId: number;
      expiresAt: string;
      note?: string;
    },
    by: number,
  ) {
    const expiresAt = checkedExpiry(input.expiresAt);
    if ((await uploadTargetName(db, input.linkKind, input.linkId)) === undefined)
      throw new ApiError(
        'UNKNOWN_REFERENCE',
        `${input.linkKind === 'customer' ? 'Customer' : 'Project'} ${input.linkId} does not exist`,
      );
    const token = newToken();
    const id = await insertUploadLink(db, {
      linkKind: input.linkKind,
      linkId: input.linkId,
      note: (input.note ?? '').trim(),
      tokenHash: hashToken(token),
      expiresAt,
      createdBy: by,
    });
    return { id, url: linkUrl(appUrl, UPLOAD_PAGE, token) };
  }

  async function uploadLinksOf(kind: 'customer' | 'project', id: number) {
    const rows = await listUploadLinks(db, kind, id);
    return {
      uploadLinks: rows.map((row) => ({
        ...row,
        linkKind: row.linkKind as 'customer' | 'project',
        expiresAt: iso(row.expiresAt),
        revokedAt: isoOrNull(row.revokedAt),
        createdAt: iso(row.createdAt),
      })),
    };
  }

  async function revokeUpload(id: number) {
    if (!(await revokeUploadLink(db, id))) throw notFound('Upload link', id);
  }

  /** The upload link that `token` opens; the one 404 otherwise. */
  async function openUploadLink(token: string, address: string) {
    const link = await guarded(address, token, () => loadOpenUploadLink(db, hashToken(token)));
    if (!link) throw uploadLinkNotFound();
    return link;
  }

  /** Before a customer's files are read: the link must open, and the address within its limit. */
  async function admitUpload(token: string, address: string) {
    const link = await openUploadLink(token, address);
    if (link.received >= limits.filesPerLink)
      throw new ApiError(
        'PAYLOAD_TOO_LARGE',
        `Via deze link kunnen geen bestanden meer worden verstuurd (hoogstens ${limits.filesPerLink}).`,
      );
    const attempt = await uploads.take([
      { key: addressKey(address), limit: limits.uploadsPerAddress },
    ]);
    if ('retryAfterSeconds' in attempt)
      throw rateLimited(
        'Te veel bestanden verstuurd; probeer het later opnieuw.',
        attempt.retryAfterSeconds,
      );
    return { link, throttleIds: attempt.ids };
  }

  /** An upload refused after its admission (a bad file) does not count against the address. */
  const withdrawUpload = (throttleIds: number[]) => uploads.forget(throttleIds);

  /**
   * The customer's files, checked and stored already, become documents of the link's customer
   * or project, tagged UPLOAD_LINK_TAG, within the link's ceiling of files; staff are told by
   * mail, and live on their open screens (the staff event stream's `documents` event: those with
   * Bestanden and the link's maker). Answers how many arrived.
   */
  async function receiveUpload(
    link: { id: number; linkKind: string; linkId: number; createdBy: number | null },
    files: StoredFile[],
    message: string,
  ) {
    const kind = link.linkKind as 'customer' | 'project';
    if (!(await countReceived(db, link.id, files.length, limits.filesPerLink))) {
      await discardStoredFiles(db, files);
      throw new ApiError(
        'PAYLOAD_TOO_LARGE',
        `Via deze link kunnen hoogstens ${limits.filesPerLink} bestanden worden verstuurd.`,
      );
    }
    let ids: number[];
    try {
      ({ ids } = await createDocuments(
        db,
        files,
        { type: typeOfFiles(files), tags: [UPLOAD_LINK_TAG], links: [{ kind, id: link.linkId }] },
        null,
      ));
    } catch (error) {
      await uncountReceived(db, link.id, files.length);
      throw error;
    }
    const name = (await uploadTargetName(db, kind, link.linkId)) ?? `#${link.linkId}`;
    await insertDocumentsReceivedNotices(db, {
      messageIdDomain: mailDomain(config.mail),
      payload: {
        count: ids.length,
        message: message.replace(/\s+/g, ' ').trim().slice(0, 500),
        target: `${kind === 'customer' ? 'klant' : 'project'} ${name}`,
        path:
          kind === 'customer' ? `/projects/customers/${link.linkId}` : `/projects/${link.linkId}`,
      },
    });
    // The live alert for the staff screens open now; the mail above reaches the others.
    await announceDocumentsReceived(db, {
      count: ids.length,
      linkKind: kind,
      linkId: link.linkId,
      name,
      createdBy: link.createdBy,
    });
    return { received: ids.length };
  }

  return {
    createShare,
    sharesOf,
    revoke,
    openShare,
    sharedDocument,
    createUploadLink,
    uploadLinksOf,
    revokeUpload,
    openUploadLink,
    admitUpload,
    withdrawUpload,
    receiveUpload,
    companyName,
  };
}

export type DocumentLinks = ReturnType<typeof documentLinks>;

/**
 * A photo or document of a conversation kept among the documents (linked as given): its bytes
 * are checked and stored as an upload's are. Answers the new document's id.
 */
export async function keepChatFile(
  db: Db,
  input: {
    chatFileId: number;
    links: { kind: (typeof DOCUMENT_LINK_KINDS)[number]; id: number }[];
    type?: string;
    name?: string;
  },
  by: number,
) {
  const file = await loadChatFile(db, input.chatFileId, 'full');
  if (!file) throw notFound('Chat file', input.chatFileId);
  const { ids } = await createDocuments(
    db,
    [{ name: file.name, content: file.bytes }],
    {
      type: input.type ?? (file.mediaType.startsWith('image/') ? 'Foto' : 'Overig'),
      links: input.links,
      ...(input.name ? { names: [input.name] } : {}),
    },
    by,
  );
  return { id: ids[0] };
}
