/**
 * The customer's export as a ZIP (docs/product.md § Conversation, 'Exporteren'): the JSON
 * document first, then each file of their conversations under `bestanden/` and the current
 * version of each of their documents (Bestanden) under `documenten/`.
 */

/** The JSON document's name in the ZIP. */
export const EXPORT_DOCUMENT = 'klantgegevens.json';

/**
 * A file's place in the ZIP: `{folder}/{id}-{name}` (`bestanden/` for the conversations' files,
 * `documenten/` for Bestanden's), the id keeping two files of one name apart; characters no file
 * system takes (and path separators, so a name cannot climb out of the folder) become `_`, and
 * leading dots go.
 */
export function exportFilePath(
  file: { id: number; name: string },
  folder: 'bestanden' | 'documenten' = 'bestanden',
) {
  const name = [...file.name]
    .map((char) => (char < ' ' || char === '\u007f' || '\\/:*?"<>|'.includes(char) ? '_' : char))
    .join('')
    .replace(/^[.\s]+/, '')
    .slice(0, 200);
  return `${folder}/${file.id}-${name || 'bestand'}`;
}

/** The download's name: `klantgegevens-{email}-{YYYY-MM-DD}.zip`, the day of the export (UTC). */
export function exportFileName(email: string, exportedAt: string) {
  const safe = email.trim().replace(/[^A-Za-z0-9@._+-]/g, '_');
  return `klantgegevens-${safe}-${exportedAt.slice(0, 10)}.zip`;
}
