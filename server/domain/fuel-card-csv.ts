import { instantOf } from './brussels';
import { validation } from './errors';
import { isCalendarDate } from './opening-hours';

/**
 * A fuel card's CSV export (docs/product.md § Voertuigen): a header row naming the columns, in
 * Dutch or English, then one fuelling a line. Pure: bytes in, lines out, or 400 VALIDATION with a
 * Dutch message naming the line and the reason. Plates are given as typed; the caller matches
 * them with the vehicles.
 */

export interface FuelCardLine {
  /** The file's line number (1 is the header's). */
  line: number;
  plate: string;
  /** The instant, ISO in UTC. */
  at: string;
  millilitres: number;
  /** In cents incl. VAT. */
  amount: number;
  km: number | null;
  product: string;
  station: string;
  card: string;
  transaction: string;
}

type Column =
  | 'plate'
  | 'date'
  | 'time'
  | 'litres'
  | 'amount'
  | 'km'
  | 'product'
  | 'station'
  | 'card'
  | 'transaction';

/** Each column's names, as normalised by headerKey: a header that is one or starts with one. */
const COLUMN_NAMES: Record<Column, string[]> = {
  plate: ['nummerplaat', 'kenteken', 'plate', 'license plate', 'licence plate', 'plaque'],
  date: ['datum', 'date'],
  time: ['uur', 'tijd', 'time', 'heure'],
  litres: ['liter', 'liters', 'litres', 'litre', 'hoeveelheid', 'quantity', 'volume'],
  amount: ['bedrag', 'amount', 'totaal', 'total', 'montant'],
  km: ['km', 'kilometerstand', 'odometer', 'kilometrage'],
  product: ['product', 'produit'],
  station: ['station', 'locatie', 'location'],
  card: ['kaart', 'card', 'kaartnummer', 'card number'],
  transaction: ['transactie', 'transaction', 'transactienummer', 'transaction number'],
};

const REQUIRED: Column[] = ['plate', 'date', 'litres', 'amount'];

/** The longest a text column is kept. */
const MAX_TEXT = 200;

/** A header as compared: lower case, without accents, words of letters and digits. */
const headerKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function columnOf(header: string): Column | undefined {
  const key = headerKey(header);
  return (Object.keys(COLUMN_NAMES) as Column[]).find((column) =>
    COLUMN_NAMES[column].some((name) => key === name || key.startsWith(`${name} `)),
  );
}

/** The file's text: UTF-8 (its BOM dropped) when the bytes are, else Windows-1252. */
export function decodeFuelFile(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

/** The records of a delimited text with the line each starts on; quotes as in RFC 4180. */
function recordsOf(text: string, delimiter: string) {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const end = () => {
    cells.push(cell);
    if (cells.some((one) => one.trim() !== '')) records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      end();
      line++;
      start = line;
    } else cell += char;
  }
  end();
  return records;
}

/** An amount's header that is not the amount incl. VAT: excl. VAT, net, or the VAT itself. */
const notInclusive = (header: string) => {
  const words = headerKey(header).split(' ');
  const inclusive = words.some((word) => ['incl', 'inclusief', 'tvac', 'ttc'].includes(word));
  return (
    words.some((word) => ['excl', 'exclusief', 'htva', 'netto', 'net', 'zonder'].includes(word)) ||
    (!inclusive && ['btw', 'vat', 'tva'].includes(words.at(-1)!))
  );
};

/**
 * The header's columns for a delimiter: each recognised column's first index; the amount is the
 * one incl. VAT when several are named (`Bedrag excl. BTW`, `Bedrag BTW`, `Bedrag incl. BTW`).
 */
function columnsOf(headerCells: string[]) {
  const columns = new Map<Column, number>();
  headerCells.forEach((cell, index) => {
    const column = columnOf(cell);
    if (!column || columns.has(column) || (column === 'amount' && notInclusive(cell))) return;
    columns.set(column, index);
  });
  return columns;
}

const refuse = (line: number, reason: string) => validation(`Regel ${line}: ${reason}`);

/**
 * A decimal number as a whole count of its `decimals`-th parts (45,67 litres at 3: 45670): a
 * decimal comma or point, the other as thousands separator; spaces and a euro sign ignored.
 * Undefined when it is no number or has more decimals.
 */
function scaled(text: string, decimals: number): number | undefined {
  let value = text.replace(/[\s\u00a0\u202f€]|EUR/gi, '');
  const comma = value.lastIndexOf(',');
  const point = value.lastIndexOf('.');
  const decimal = comma > point ? ',' : '.';
  const thousands = decimal === ',' ? '.' : ',';
  value = value.split(thousands).join('').replace(decimal, '.');
  const match = /^([+-]?)(\d+)(?:\.(\d*))?$/.exec(value);
  if (!match || (match[3] ?? '').length > decimals) return undefined;
  const whole = Number(match[2] + (match[3] ?? '').padEnd(decimals, '0'));
  if (!Number.isSafeInteger(whole)) return undefined;
  return match[1] === '-' ? -whole : whole;
}

/** A date as the file writes it (DD/MM/YYYY, D-M-YYYY, DD.MM.YYYY or YYYY-MM-DD), with an optional time after it. */
function dateOf(text: string) {
  const match =
    /^(?:(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})|(\d{4})-(\d{2})-(\d{2}))(?:[ T]+(.+))?$/.exec(
      text.trim(),
    );
  if (!match) return undefined;
  const [year, month, day] = match[3]
    ? [match[3], match[2], match[1]]
    : [match[4], match[5], match[6]];
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(date) ? { date, time: match[7] } : undefined;
}

/** Minutes since midnight of HH:MM or HH:MM:SS (a point for the colon too). */
function minutesOf(text: string) {
  const match = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
  return hours * 60 + minutes + seconds / 60;
}

/** Kilometres: a whole number, a point or space between thousands allowed ('123.456'). */
function kmOf(text: string) {
  const value = text.replace(/[\s\u00a0\u202f]/g, '');
  if (value === '') return null;
  const digits = /^\d{1,3}(\.\d{3})+$/.test(value) ? value.replace(/\./g, '') : value;
  return /^\d{1,9}$/.test(digits) ? Number(digits) : undefined;
}

const cleanText = (text: string) =>
  text
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_TEXT);

/**
 * The fuellings of a fuel card's file. The delimiter is the one (`;`, tab or `,`) under which
 * the first row names the most columns; plate, date, litres and amount are required.
 */
export function readFuelCardFile(bytes: Uint8Array): FuelCardLine[] {
  const text = decodeFuelFile(bytes);
  const [records, columns] = [';', '\t', ',']
    .map((one) => {
      const read = recordsOf(text, one);
      return [read, columnsOf(read[0]?.cells ?? [])] as const;
    })
    .reduce((best, one) => (one[1].size > best[1].size ? one : best));
  const [header, ...rows] = records;
  if (!header) throw validation('Het bestand is leeg.');
  const missing = REQUIRED.filter((column) => !columns.has(column));
  if (missing.length)
    throw refuse(
      header.line,
      'geen kopregel met de kolommen Nummerplaat, Datum, Liter en Bedrag ' +
        `(ontbreekt: ${missing.map((column) => COLUMN_NAMES[column][0]).join(', ')}).`,
    );
  if (rows.length === 0) throw validation('Het bestand bevat geen tankbeurten.');
  return rows.map(({ line, cells }) => {
    const cell = (column: Column) => {
      const index = columns.get(column);
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };
    const plate = cell('plate');
    if (!plate) throw refuse(line, 'geen nummerplaat.');
    const dated = dateOf(cell('date'));
    if (!dated)
      throw refuse(line, `datum '${cell('date')}' is geen datum (DD/MM/JJJJ of JJJJ-MM-DD).`);
    const timeText = cell('time') || dated.time || '';
    const minutes = timeText ? minutesOf(timeText) : 0;
    if (minutes === undefined) throw refuse(line, `uur '${timeText}' is geen uur (UU:MM).`);
    const millilitres = scaled(cell('litres'), 3);
    if (millilitres === undefined)
      throw refuse(line, `liter '${cell('litres')}' is geen hoeveelheid (bv. 45,67).`);
    const amount = scaled(cell('amount'), 2);
    if (amount === undefined)
      throw refuse(line, `bedrag '${cell('amount')}' is geen bedrag in euro (bv. 78,90).`);
    const km = kmOf(cell('km'));
    if (km === undefined)
      throw refuse(line, `kilometerstand '${cell('km')}' is geen geheel aantal kilometer.`);
    return {
      line,
      plate,
      at: instantOf(dated.date, minutes).toISOString(),
      millilitres,
      amount,
      km,
      product: cleanText(cell('product')),
      station: cleanText(cell('station')),
      card: cleanText(cell('card')),
      transaction: cleanText(cell('transaction')),
    };
  });
}
