import type { QuickReply } from './api';
import { contentIn, languagesOf, matchQuickReplies, replyLanguageOf } from './choose';

const quickReply = (id: number, title: string, english = ''): QuickReply => ({
  id,
  title,
  contentDutch: `<p>${title} (nl)</p>`,
  contentEnglish: english,
});

const LIST = [
  quickReply(1, 'Afspraak bevestigd'),
  quickReply(2, 'Bedankt', '<p>Thanks</p>'),
  quickReply(3, 'Café gesloten'),
  quickReply(4, 'Nieuwe offerte'),
  quickReply(5, 'Offerte volgt'),
  quickReply(6, 'Prijsofferte'),
];

const titles = (list: QuickReply[]) => list.map((one) => one.title);

describe('matchQuickReplies', () => {
  it('offers every quick reply, as listed, for nothing typed', () => {
    expect(titles(matchQuickReplies(LIST, ''))).toEqual(titles(LIST));
    expect(titles(matchQuickReplies(LIST, '  '))).toEqual(titles(LIST));
  });

  it('puts titles that start with the letters first, then a word that does, then the rest', () => {
    expect(titles(matchQuickReplies(LIST, 'offerte'))).toEqual([
      'Offerte volgt',
      'Nieuwe offerte',
      'Prijsofferte',
    ]);
  });

  it('ignores letter case and accents, both ways', () => {
    expect(titles(matchQuickReplies(LIST, 'CAFE'))).toEqual(['Café gesloten']);
    expect(titles(matchQuickReplies([quickReply(7, 'Cafe open')], 'café'))).toEqual(['Cafe open']);
  });

  it('answers nothing when no title holds the letters', () => {
    expect(matchQuickReplies(LIST, 'xyz')).toEqual([]);
  });
});

describe('the language of an insertion', () => {
  it("is the conversation's when it is English, Dutch otherwise", () => {
    expect(replyLanguageOf({ language: 'en' })).toBe('en');
    expect(replyLanguageOf({ language: 'nl' })).toBe('nl');
    expect(replyLanguageOf({})).toBe('nl');
    expect(replyLanguageOf(undefined)).toBe('nl');
  });

  it('falls back to Dutch where a quick reply has no English text', () => {
    const both = LIST[1];
    const dutchOnly = LIST[0];
    expect(languagesOf(both)).toEqual(['nl', 'en']);
    expect(languagesOf(dutchOnly)).toEqual(['nl']);
    expect(contentIn(both, 'en')).toBe('<p>Thanks</p>');
    expect(contentIn(both, 'nl')).toBe('<p>Bedankt (nl)</p>');
    expect(contentIn(dutchOnly, 'en')).toBe('<p>Afspraak bevestigd (nl)</p>');
  });
});
