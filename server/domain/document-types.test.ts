import { ContentSniffer, MIME, officeTypeOf, zipEntries } from './document-types';
import { zipOf } from '../test/document-files';

/** What the sniffer says of `bytes` given in pieces of `piece` bytes. */
function sniff(bytes: Buffer, piece = 7) {
  const sniffer = new ContentSniffer('bestand');
  for (let at = 0; at < bytes.length; at += piece) sniffer.see(bytes.subarray(at, at + piece));
  return sniffer.finish();
}

describe('the content sniffer', () => {
  it('reads text as UTF-8, or as Windows-1252 when it is not, short or long', () => {
    expect(sniff(Buffer.from('Hallo'))).toMatchObject({ family: 'text', mime: MIME.text });
    const long = Buffer.from('Één offerte, € 12,50\r\n'.repeat(40));
    // Pieces of 7 bytes split the multi-byte characters: the decoder carries them over.
    expect(sniff(long)).toMatchObject({ mime: MIME.text, size: long.length });
    expect(sniff(Buffer.from('Caf\xe9 \x80 euro', 'latin1'))).toMatchObject({
      mime: MIME.text1252,
    });
  });

  it('refuses binary that is no format it knows, at once when it is past the first bytes', () => {
    expect(() => sniff(Buffer.from([0x4d, 0x5a, 0, 0, 1, 2]))).toThrow(/nemen we niet aan/);
    const sniffer = new ContentSniffer('x.bin');
    sniffer.see(Buffer.alloc(64, 0x41));
    expect(() => sniffer.see(Buffer.from([0x41, 0x00, 0x41]))).toThrow(/nemen we niet aan/);
  });

  it('tells an old Word file from an old Excel file by the names of their streams, across pieces', () => {
    const compound = (stream: string) => {
      const bytes = Buffer.alloc(2048);
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes);
      Buffer.from(stream, 'utf16le').copy(bytes, 1500);
      return bytes;
    };
    expect(sniff(compound('WordDocument'), 5).mime).toBe(MIME.doc);
    expect(sniff(compound('Workbook'), 3).mime).toBe(MIME.xls);
    expect(() => sniff(compound('__substg1.0_0037001F'))).toThrow(/nemen we niet aan/);
  });

  it('knows the images and the PDF by their first bytes', () => {
    const tiff = Buffer.concat([Buffer.from('II*\u0000', 'latin1'), Buffer.alloc(100)]);
    expect(sniff(tiff)).toMatchObject({ family: 'image', mime: MIME.tiff });
    const heic = Buffer.concat([
      Buffer.from('\u0000\u0000\u0000\u0018ftypheic', 'latin1'),
      Buffer.alloc(80),
    ]);
    expect(sniff(heic)).toMatchObject({ family: 'image', mime: MIME.heic });
    expect(sniff(Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1'))).toMatchObject({ family: 'pdf' });
  });
});

describe('ZIP-based files', () => {
  const read = (zip: Buffer) => (start: number, end: number) =>
    Promise.resolve(zip.subarray(start, end));

  it('reads the central directory from the tail, or from further back when the tail lacks it', async () => {
    const zip = zipOf([
      ['[Content_Types].xml', '<Types/>'],
      ['xl/workbook.xml', 'x'.repeat(5000)],
    ]);
    const whole = await zipEntries(zip, zip.length, read(zip));
    expect(whole?.map((entry) => entry.name)).toEqual(['[Content_Types].xml', 'xl/workbook.xml']);
    // Only the last 100 bytes at hand: the directory starts before them.
    const tail = zip.subarray(zip.length - 100);
    const fromRange = await zipEntries(tail, zip.length, read(zip));
    expect(fromRange).toEqual(whole);
    expect(officeTypeOf('a.xlsx', zip.subarray(0, 128), whole!)).toBe(MIME.xlsx);
  });

  it('says a ZIP without an Office layout is a ZIP, and one without a directory is nothing', async () => {
    const zip = zipOf([['notities.txt', 'x']]);
    const entries = await zipEntries(zip, zip.length, read(zip));
    expect(officeTypeOf('a.zip', zip.subarray(0, 128), entries!)).toBe(MIME.zip);
    const cut = zip.subarray(0, zip.length - 22);
    expect(await zipEntries(cut, cut.length, read(cut))).toBeUndefined();
  });
});
