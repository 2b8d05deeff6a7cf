import yauzl from 'yauzl';

/**
 * The words of an Office document (docx, xlsx, pptx and the OpenDocument formats): each is a ZIP
 * of XML parts, whose text is their character data. Only the parts that hold a document's words
 * are read, together at most MAX_XML_BYTES (an archive may claim any size: yauzl checks each
 * entry's real size against its claim, and reading stops at the ceiling). The old binary formats
 * (doc, xls) give no text. Runs in the text worker thread (document-text-worker.ts).
 */

/** The most XML read from one document, all parts together. */
export const MAX_XML_BYTES = 50 * 1024 * 1024;

/** The parts that hold the words, by media type. */
const PARTS: Record<string, RegExp> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    /^word\/(document|header\d*|footer\d*|footnotes|endnotes)\.xml$/,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
    /^xl\/(sharedStrings|worksheets\/sheet\d+)\.xml$/,
  'application/vnd.openxmlformats-officedocument.presentationml.presentation':
    /^ppt\/(slides\/slide\d+|notesSlides\/notesSlide\d+)\.xml$/,
  'application/vnd.oasis.opendocument.text': /^content\.xml$/,
  'application/vnd.oasis.opendocument.spreadsheet': /^content\.xml$/,
  'application/vnd.oasis.opendocument.presentation': /^content\.xml$/,
};

export const isOfficeDocument = (mime: string) => mime in PARTS;

/** Where a paragraph, a cell or a line ends in the XML of these formats. */
const BREAKS =
  /<\/(w:p|a:p|text:p|text:h|si|c|table:table-cell)>|<(w:br|w:tab|w:cr|text:line-break|text:tab|text:s)\b[^>]*\/>/g;

/** Character data of XML: tags gone, breaks as line ends, entities as their characters. */
export function xmlText(xml: string) {
  return (
    xml
      // A spreadsheet's numbers and formulas are no words; its strings are in sharedStrings.
      .replace(/<(v|f)>[^<]*<\/\1>/g, '')
      .replace(BREAKS, (match) => (match.startsWith('</') ? '\n' : ' '))
      .replace(/<[^>]*>/g, '')
      .replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (_, entity: string) => {
        const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
        if (entity in named) return named[entity];
        const code = entity[1] === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      })
  );
}

/** Part names in reading order: slide2 before slide10. */
const byNumber = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

export async function readOfficeText(bytes: Buffer, mime: string): Promise<string> {
  const wanted = PARTS[mime];
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  const parts = new Map<string, string>();
  let budget = MAX_XML_BYTES;
  try {
    for await (const entry of zip.eachEntry()) {
      if (!wanted.test(entry.fileName) || budget <= 0) continue;
      const stream = await zip.openReadStreamPromise(entry);
      const chunks: Buffer[] = [];
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        chunks.push(chunk.subarray(0, budget));
        budget -= chunk.length;
        if (budget <= 0) {
          stream.destroy();
          break;
        }
      }
      parts.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
    }
  } finally {
    zip.close();
  }
  return [...parts.keys()]
    .sort(byNumber)
    .map((name) => xmlText(parts.get(name)!))
    .join('\n\n');
}
