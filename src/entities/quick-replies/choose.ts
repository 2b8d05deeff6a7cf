import type { QuickReply } from './api';

/** The languages a quick reply may be inserted in. */
export type ReplyLanguage = 'nl' | 'en';

/** A conversation's language, when it has one: its customer's. Dutch otherwise. */
export function replyLanguageOf(chat: { language?: string } | undefined): ReplyLanguage {
  return chat?.language === 'en' ? 'en' : 'nl';
}

/** Dutch always; English too when the quick reply has English text. */
export function languagesOf(quickReply: QuickReply): ReplyLanguage[] {
  return quickReply.contentEnglish ? ['nl', 'en'] : ['nl'];
}

/** The text to insert for `language`: the Dutch one when there is no English. */
export function contentIn(quickReply: QuickReply, language: ReplyLanguage): string {
  return language === 'en' && quickReply.contentEnglish
    ? quickReply.contentEnglish
    : quickReply.contentDutch;
}

/** Lower case without accents: 'Café' and 'CAFE' are both 'cafe'. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The quick replies whose title holds `typed` (letter case and accents do not matter): titles
 * that start with it first, then those with a word that does, then the rest, each by title as
 * the list comes. Everything for nothing typed.
 */
export function matchQuickReplies(quickReplies: readonly QuickReply[], typed: string) {
  const query = fold(typed.trim());
  if (!query) return [...quickReplies];
  const rank = (title: string) => {
    const folded = fold(title);
    if (folded.startsWith(query)) return 0;
    if (folded.split(/[\s\-_/.,:;()]+/).some((word) => word.startsWith(query))) return 1;
    return folded.includes(query) ? 2 : -1;
  };
  return quickReplies
    .map((quickReply, index) => ({ quickReply, index, rank: rank(quickReply.title) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.quickReply);
}
