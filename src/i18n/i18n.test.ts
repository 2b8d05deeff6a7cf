import { dictionaries } from './dictionaries';
import { t as chatsT } from './chats';
import { format, LOCALE, t } from './index';

describe('label dictionary', () => {
  it('has a non-empty nl_BE and en label for every key', () => {
    const dutch = Object.keys(dictionaries.nl_BE).sort();
    expect(Object.keys(dictionaries.en).sort()).toEqual(dutch);
    for (const key of dutch) {
      expect(dictionaries.nl_BE[key as keyof typeof dictionaries.nl_BE].trim()).not.toBe('');
      expect(dictionaries.en[key as keyof typeof dictionaries.en].trim()).not.toBe('');
    }
  });

  it('is fixed to nl_BE and carries the spec messages verbatim', () => {
    expect(LOCALE).toBe('nl_BE');
    expect(t('validation.required')).toBe('dit veld is verplicht');
    expect(t('validation.email')).toBe('E-mailadres is fout.');
    expect(chatsT('chats.empty')).toBe('Er zijn momenteel geen berichten');
    expect(t('redirect.title')).toBe('Redirecting');
  });

  it('fills placeholders', () => {
    expect(t('login.rateLimited', { time: '14:05' })).toBe(
      'Te veel mislukte pogingen. Probeer het opnieuw na 14:05.',
    );
    expect(format(dictionaries.en['login.rateLimited'], { time: '14:05' })).toBe(
      'Too many failed attempts. Try again after 14:05.',
    );
  });
});

describe('label sections', () => {
  it('stay out of the frame until their screens load', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const frame = require('./index') as typeof import('./index');
      expect(frame.t('chats.title')).toBe('chats.title');
      expect(frame.isLabelKey('chats.title')).toBe(false);
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const chats = require('./chats') as typeof import('./chats');
      expect(chats.t('chats.title')).toBe('Berichten');
      expect(frame.t('chats.title')).toBe('Berichten');
    });
  });
});
