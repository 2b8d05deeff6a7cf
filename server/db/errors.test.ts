import { describeFailure, isDatabaseUnavailable, isUniqueViolation } from './errors';

/** An error as node-postgres raises it, wrapped as Drizzle does. */
const drizzleWrapped = (cause: object) =>
  Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
const pgError = (code: string, message = 'from the server') =>
  Object.assign(new Error(message), { code });
const socketError = (code: string) =>
  Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: 'connect' });

test.each([
  ['connection refused', socketError('ECONNREFUSED')],
  ['connection reset', socketError('ECONNRESET')],
  ['host unknown (DNS not ready)', socketError('EAI_AGAIN')],
  ['refused on every address (AggregateError)', new AggregateError([socketError('ECONNREFUSED')])],
  ['admin shutdown 57P01', drizzleWrapped(pgError('57P01'))],
  ['crash shutdown 57P02', pgError('57P02')],
  ['starting up 57P03', pgError('57P03', 'the database system is starting up')],
  ['statement time-out 57014', drizzleWrapped(pgError('57014'))],
  ['deadlock 40P01 (a crossed lock order; nothing changed)', drizzleWrapped(pgError('40P01'))],
  ['serialization failure 40001 (nothing changed)', pgError('40001')],
  ['connection exception 08006', pgError('08006')],
  ['too many connections 53300', pgError('53300')],
  ['lost connection', drizzleWrapped(new Error('Connection terminated unexpectedly'))],
  ['connect time-out', new Error('Connection terminated due to connection timeout')],
  ['pool wait time-out', new Error('timeout exceeded when trying to connect')],
  ['query time-out', drizzleWrapped(new Error('Query read timeout'))],
  ['closed client', new Error('Client was closed and is not queryable')],
])('%s: the database is unavailable', (_name, error) => {
  expect(isDatabaseUnavailable(error)).toBe(true);
});

test.each([
  ['unique violation 23505', drizzleWrapped(pgError('23505'))],
  ['foreign key 23503', pgError('23503')],
  ['invalid text 22P02', pgError('22P02')],
  ['a bug in our code', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ['not an error at all', 'text'],
  ['nothing', undefined],
  [
    'a cause loop',
    (() => {
      const error: Error & { cause?: unknown } = new Error('loop');
      error.cause = error;
      return error;
    })(),
  ],
])('%s: not an unavailable database', (_name, error) => {
  expect(isDatabaseUnavailable(error)).toBe(false);
});

test('the classifiers do not mix', () => {
  expect(isUniqueViolation(drizzleWrapped(pgError('57P01')))).toBe(false);
});

test('describeFailure names the innermost cause, not the SQL', () => {
  expect(
    describeFailure(drizzleWrapped(pgError('57P03', 'the database system is starting up'))),
  ).toBe('57P03: the database system is starting up');
  expect(describeFailure(socketError('ECONNREFUSED'))).toBe('connect ECONNREFUSED 127.0.0.1:5432');
});
