/** The largest id the server accepts in a path (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/**
 * The chat id in /chats/:id, or null when the path holds none: ids are plain decimal positive
 * integers, as the server reads them ('07', '1e3', '0x7' and '-1' are no ids).
 */
export function parseChatId(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= MAX_ID ? id : null;
}
