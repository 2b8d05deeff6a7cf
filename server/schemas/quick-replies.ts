/** Quick replies ('Snelantwoorden'): staff's shared answers, inserted into a chat reply. */
import { Type } from '@sinclair/typebox';
import { Id, PlainText, RichText } from './common';

export const QuickReply = Type.Object(
  {
    id: Id,
    title: Type.String(),
    contentDutch: Type.String({ description: 'Rich text, sanitized; never blank' }),
    contentEnglish: Type.String({ description: "Rich text, sanitized; '' when there is none" }),
  },
  { $id: 'QuickReply' },
);

export const QuickReplyInput = Type.Object(
  {
    title: PlainText({ minLength: 1, maxLength: 100 }),
    contentDutch: RichText,
    contentEnglish: RichText,
  },
  { $id: 'QuickReplyInput', additionalProperties: false },
);
