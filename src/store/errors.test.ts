import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorText, parseRetryAfter, retryAfterOf, waitText } from './errors';

describe('Retry-After', () => {
  const now = Date.parse('2030-05-01T10:00:00Z');

  it('reads seconds and HTTP dates, rounding a date up to whole seconds', () => {
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Wed, 01 May 2030 10:00:45 GMT', now)).toBe(45);
    expect(parseRetryAfter(new Date(now + 1500).toUTCString(), now)).toBe(1);
    expect(parseRetryAfter('Wed, 01 May 2030 09:00:00 GMT', now)).toBe(0);
  });

  it('ignores what is no wait', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
  });

  it('says the wait in Dutch, in seconds below a minute and rounded up to minutes from one on', () => {
    expect(waitText(1)).toBe('1 seconde');
    expect(waitText(30)).toBe('30 seconden');
    expect(waitText(59)).toBe('59 seconden');
    expect(waitText(60)).toBe('1 minuut');
    expect(waitText(61)).toBe('2 minuten');
    expect(waitText(600)).toBe('10 minuten');
  });

  it('is read from the answer, or beside an answer that is not the API JSON', () => {
    const answer: FetchBaseQueryError = {
      status: 429,
      data: { statusCode: 429, code: 'RATE_LIMITED', message: 'slow down', retryAfter: 12 },
    };
    const proxy = Object.assign(
      { status: 'PARSING_ERROR', originalStatus: 503, data: '<html>', error: 'not JSON' } as const,
      { retryAfter: 4 },
    );
    expect(retryAfterOf(answer)).toBe(12);
    expect(retryAfterOf(proxy)).toBe(4);
    expect(errorText(proxy)).toBe(
      'De server is tijdelijk niet beschikbaar. Probeer het over 4 seconden opnieuw.',
    );
  });

  it('a code without words of its own for the wait still says how long', () => {
    const error: FetchBaseQueryError = {
      status: 503,
      data: { statusCode: 503, code: 'INTERNAL', message: 'busy', retryAfter: 20 },
    };
    expect(errorText(error)).toBe('Er ging iets mis. Probeer het over 20 seconden opnieuw.');
  });
});
