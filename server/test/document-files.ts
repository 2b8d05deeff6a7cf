import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { UploadFile } from './image-files';

/** Files of every kind Bestanden takes or refuses, built here, byte by byte where it matters. */

/** A ZIP archive of stored (uncompressed) entries, in order. */
export function zipOf(entries: [name: string, content: string | Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, raw] of entries) {
    const content = Buffer.isBuffer(raw) ? raw : Buffer.from(raw);
    const nameBytes = Buffer.from(name);
    const crc = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(content.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(content.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, content);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + content.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = '<?xml version="1.0"?><Types></Types>';

/** A Word document (Office Open XML) as far as its entries go. */
export const docxFile = (name = 'offerte.docx'): UploadFile => ({
  content: zipOf([
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', '<Relationships/>'],
    ['word/document.xml', '<w:document><w:body>Offerte badkamer</w:body></w:document>'],
  ]),
  name,
});

/** The same with a macro project: a .docm. */
export const docmFile = (): UploadFile => ({
  content: zipOf([
    ['[Content_Types].xml', CONTENT_TYPES],
    ['word/document.xml', '<w:document/>'],
    ['word/vbaProject.bin', Buffer.from([1, 2, 3])],
  ]),
  name: 'offerte.docx',
});

/** An OpenDocument text: its `mimetype` stored first. */
export const odtFile = (): UploadFile => ({
  content: zipOf([
    ['mimetype', 'application/vnd.oasis.opendocument.text'],
    ['content.xml', '<office:document-content/>'],
  ]),
  name: 'brief.odt',
});

/** A plain ZIP archive. */
export const zipFile = (): UploadFile => ({
  content: zipOf([['foto.txt', 'geen foto']]),
  name: 'fotos.zip',
});

/** An old Word file as far as its first bytes and directory go (a compound file). */
export const oldWordFile = (): UploadFile => {
  const bytes = Buffer.alloc(4096);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  Buffer.from('Root Entry', 'utf16le').copy(bytes, 1024);
  Buffer.from('WordDocument', 'utf16le').copy(bytes, 1152);
  return { content: bytes, name: 'oud.doc' };
};

/** A compound file that is neither Word nor Excel (an Outlook message, say). */
export const otherCompoundFile = (): UploadFile => {
  const bytes = Buffer.alloc(4096);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  Buffer.from('Root Entry', 'utf16le').copy(bytes, 1024);
  return { content: bytes, name: 'bericht.doc' };
};

/** A Windows program, whatever its name says. */
export const programFile = (name = 'factuur.pdf'): UploadFile => {
  const bytes = Buffer.alloc(2048);
  bytes.write('MZ', 0, 'latin1');
  bytes.write('This program cannot be run in DOS mode.', 78, 'latin1');
  return { content: bytes, name };
};

/** A camera photo that says where it was taken (EXIF GPS), turned a quarter (orientation 6). */
export async function photoWithLocation(width = 300, height = 200): Promise<UploadFile> {
  const content = await sharp({
    create: { width, height, channels: 3, background: '#5a7d9a' },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 40, height: 40, channels: 3, background: '#ffffff' },
        })
          .png()
          .toBuffer(),
        left: 10,
        top: 10,
      },
    ])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Camera', Model: 'Werf 1', Orientation: '6' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 13/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '4/1 24/1 0/1',
      },
    })
    .toBuffer();
  return { content, name: 'werf.jpg' };
}
