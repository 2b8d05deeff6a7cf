import { camt053Reader } from './camt053';
import { codaReader } from './coda';
import { statementFileError, type BankStatement, type StatementReader } from './statement';

export type { BankLine, BankStatement, StatementReader } from './statement';

/** The formats of bank statement files the product reads, each behind the same interface. */
export type StatementFormat = 'coda' | 'camt.053';

export const statementReaders: Record<StatementFormat, StatementReader> = {
  coda: codaReader,
  'camt.053': camt053Reader,
};

/**
 * Every statement in a bank's file, by the reader of its format, with that format; refused as a
 * whole otherwise.
 */
export function readStatementFile(bytes: Buffer): {
  format: StatementFormat;
  statements: BankStatement[];
} {
  const format = (Object.keys(statementReaders) as StatementFormat[]).find((candidate) =>
    statementReaders[candidate].recognises(bytes),
  );
  if (!format)
    throw statementFileError(
      null,
      'Dit is geen rekeninguittreksel dat gelezen kan worden: alleen CODA en camt.053.',
    );
  return { format, statements: statementReaders[format].read(bytes) };
}
