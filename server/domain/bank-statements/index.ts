import { camt053Reader } from './camt053';
import { codaReader } from './coda';
import { statementFileError, type BankStatement, type StatementReader } from './statement';

export type { BankLine, BankStatement, StatementReader } from './statement';

/** The formats of bank statement files the product reads, each behind the same interface. */
export const statementReaders: Record<'coda' | 'camt.053', StatementReader> = {
  coda: codaReader,
  'camt.053': camt053Reader,
};

/** Every statement in a bank's file, by the reader of its format; refused as a whole otherwise. */
export function readStatementFile(bytes: Buffer): BankStatement[] {
  const reader = Object.values(statementReaders).find((candidate) => candidate.recognises(bytes));
  if (!reader)
    throw statementFileError(
      null,
      'Dit is geen rekeninguittreksel dat gelezen kan worden: alleen CODA en camt.053.',
    );
  return reader.read(bytes);
}
