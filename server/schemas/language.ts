/** Language entries: the website's translatable texts. */
import { Type } from '@sinclair/typebox';
import { Id, PlainText, RichText } from './common';
import { versionData } from './version-data';

export const LanguageEntry = Type.Object(
  {
    id: Id,
    name: Type.String(),
    group: Type.String(),
    translationDutch: Type.String(),
    translationEnglish: Type.String(),
    staleLanguage: Type.Union([Type.Literal('nl'), Type.Literal('en'), Type.Null()], {
      description:
        'The language whose translation may be out of date: the other one changed after it ' +
        'was written. Cleared by editing that language or by PUT /api/language/confirm/{id}.',
    }),
  },
  { $id: 'LanguageEntry' },
);
export const LanguageInput = Type.Object(
  {
    name: PlainText({ minLength: 1, maxLength: 200 }),
    group: PlainText({ minLength: 1, maxLength: 100 }),
    translationDutch: Type.Optional(RichText),
    translationEnglish: Type.Optional(RichText),
  },
  { $id: 'LanguageInput', additionalProperties: false },
);

/** A language entry in one version (history). */
export const LanguageVersionData = versionData(
  'LanguageVersionData',
  {
    name: Type.String(),
    group: Type.String(),
    translationDutch: Type.String(),
    translationEnglish: Type.String(),
  },
  'A language entry in one version',
);
