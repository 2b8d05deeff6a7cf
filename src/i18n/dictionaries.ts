import { en } from './en';
import { nlBE, type LabelKey } from './nl-BE';

/** Both dictionaries, for their tests: the SPA itself imports only nl_BE (see index.ts). */
export const dictionaries: Record<'nl_BE' | 'en', Record<LabelKey, string>> = { nl_BE: nlBE, en };
