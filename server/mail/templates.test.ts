import { HOSTILE_INPUTS, HOSTILE_TEXT } from '../../test/hostile-inputs';
import { mailLabels } from './labels';
import { EXCERPT_LENGTH, excerptOf, oneLine, renderMail, richTextToMailText } from './templates';

const context = { appUrl: 'https://backoffice.example.be', companyName: 'Dakwerken Claes' };

const replyMail = (html: string, overrides: Record<string, unknown> = {}, language = 'nl') =>
  renderMail(
    {
      kind: 'customer-reply',
      language: language as 'nl' | 'en',
      payload: {
        chatId: 7,
        subject: 'Offerte',
        firstName: 'Lotte',
        token: 'tok-en_1',
        replies: [{ by: 'Els', html }],
        ...overrides,
      },
    },
    context,
  );

const occurrences = (text: string, piece: string) =>
  text.toLowerCase().split(piece.toLowerCase()).length - 1;

describe('mail templates', () => {
  it('has every text in both languages', () => {
    expect(Object.keys(mailLabels.en).sort()).toEqual(Object.keys(mailLabels.nl).sort());
    for (const language of ['nl', 'en'] as const)
      for (const [key, label] of Object.entries(mailLabels[language]))
        expect({ key, label: label.trim() }).not.toEqual({ key, label: '' });
  });

  it.each(HOSTILE_INPUTS)(
    'keeps hostile markup out of a reply mail: $name',
    ({ input, mustNotSurvive }) => {
      const baseline = replyMail(HOSTILE_TEXT);
      const hostile = replyMail(input);
      // The mail's own frame may use a word of the list (a style's 'background'): only what the
      // reply adds counts.
      for (const piece of mustNotSurvive)
        expect({ piece, count: occurrences(hostile.html, piece) }).toEqual({
          piece,
          count: occurrences(baseline.html, piece),
        });
      expect(hostile.text).toContain(HOSTILE_TEXT);
    },
  );

  it('escapes names and subjects in the HTML part and keeps them on one line in the subject', () => {
    const mail = replyMail('<p>Hallo</p>', {
      subject: '<img src=x onerror=alert(1)> & "dak"\r\nBcc: x@example.net',
      firstName: '<b>Eve</b>',
      replies: [{ by: 'Els <script>', html: '<p>Hallo</p>' }],
    });
    // The subject line holds nothing the customer wrote: the company and the conversation's number.
    expect(mail.subject).toBe('Antwoord van Dakwerken Claes op uw bericht #7');
    expect(mail.subject).not.toMatch(/img|dak|Bcc|Eve/);
    expect(mail.html).not.toMatch(/<img|<b>Eve|<script/);
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;dak&quot;');
    expect(mail.html).toContain('Dag &lt;b&gt;Eve&lt;/b&gt;,');
  });

  it('links the conversation with its token in the fragment, in the customer’s language', () => {
    const nl = replyMail('<p>Hallo</p>');
    expect(nl.text).toContain('https://backoffice.example.be/widget/?chat=7#token=tok-en_1');
    const en = replyMail('<p>Hallo</p>', {}, 'en');
    expect(en.text).toContain(
      'https://backoffice.example.be/widget/?chat=7&lang=en#token=tok-en_1',
    );
    expect(en.text).toContain('Dear Lotte,');
    expect(en.html).toContain('<html lang="en">');
  });

  it('counts several replies in one mail', () => {
    const mail = replyMail('', {
      replies: [
        { by: 'Els', html: '<p>Eén</p>' },
        { by: 'Piet', html: '<p>Twee</p>' },
      ],
    });
    expect(mail.text).toContain('Dakwerken Claes heeft 2 keer geantwoord op uw bericht "Offerte":');
    expect(mail.text.indexOf('Els schreef:')).toBeLessThan(mail.text.indexOf('Piet schreef:'));
  });

  it("gives staff only a short plain-text start of the customer's message", () => {
    const excerpt = excerptOf(`<p><b>Begin</b> ${'woord '.repeat(100)}EINDE</p>`);
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH);
    expect(excerpt).toMatch(/^Begin woord/);
    expect(excerpt).toMatch(/…$/);
    expect(excerpt).not.toContain('EINDE');
    const notice = renderMail(
      {
        kind: 'staff-notice',
        language: 'nl',
        payload: {
          chatId: 9,
          subject: 'Lek',
          customer: 'Lotte <Maes>',
          event: 'message',
          excerpt: '<script>x</script>',
          staffFirstName: 'Els',
        },
      },
      context,
    );
    expect(notice.subject).toBe('Nieuw bericht van Lotte <Maes>: Lek');
    expect(notice.html).not.toContain('<script>');
    expect(notice.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(notice.text).toContain('https://backoffice.example.be/chats/9');
  });

  it('writes the plain-text part with its paragraphs, line breaks and link addresses', () => {
    expect(
      richTextToMailText(
        '<h3>Praktisch</h3><p>Bel <b>ons</b> op <a href="tel:+3291234567">09 123 45 67</a>,<br>' +
          'mail <a href="mailto:info@claes.be">info@claes.be</a> of kijk op ' +
          '<a href="https://claes.be/?a=1&amp;b=2">https://claes.be/?a=1&amp;b=2</a>.</p><p>Tom &amp; "Jerry" &lt;3</p>',
      ),
    ).toBe(
      'Praktisch\n\nBel ons op 09 123 45 67 (tel:+3291234567),\n' +
        'mail info@claes.be of kijk op https://claes.be/?a=1&b=2.\n\nTom & "Jerry" <3',
    );
  });

  it('cuts what goes on one line', () => {
    expect(oneLine('a\u2028b\tc\u0000d')).toBe('a b c d');
    expect(oneLine('x'.repeat(300), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
