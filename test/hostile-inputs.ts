/**
 * Hostile rich text: what a customer's chat message or a pasted text may carry. The stored
 * form's sanitizer (server/domain/rich-text.test.ts) and the SPA's renderer and editor
 * (src/shared/rich-text/*.test.ts) run every entry; for none of them may any of `mustNotSurvive`
 * (compared case-insensitively) appear in the output, while the author's text 'Hallo' stays.
 */
export interface HostileInput {
  name: string;
  input: string;
  /** Pieces of markup that must not appear in the sanitized output, in any letter case. */
  mustNotSurvive: string[];
}

/** The text every entry carries besides its attack: sanitizing keeps it. */
export const HOSTILE_TEXT = 'Hallo';

const script = ['<script', 'alert('];
const event = ['onerror', 'onload', 'onclick', 'onmouseover', 'onfocus', 'ontoggle', 'onbegin'];
const jsLink = ['javascript', 'href="javascript', 'alert('];
const dataLink = ['data:', 'base64'];
const css = ['expression(', 'url(', 'background', 'position', 'behavior', 'binding', '@import'];

export const HOSTILE_INPUTS: HostileInput[] = [
  // Scripts
  { name: 'script tag', input: '<script>alert(1)</script>Hallo', mustNotSurvive: script },
  {
    name: 'script tag in mixed case with a src',
    input: '<ScRiPt SRC=//evil.example/x.js></sCrIpT>Hallo',
    mustNotSurvive: ['<script', 'evil.example', 'src='],
  },
  {
    name: 'nested script trick',
    input: '<<script>script>alert(1)<</script>/script>Hallo',
    mustNotSurvive: script,
  },
  {
    name: 'script inside an allowed tag',
    input: '<b><script>alert(1)</script>Hallo</b>',
    mustNotSurvive: script,
  },
  {
    name: 'script in a comment',
    input: '<!--<script>alert(1)</script>--><b>Hallo</b><!-- <img src=x onerror=alert(1)> -->',
    mustNotSurvive: [...script, '<!--', '<img'],
  },
  {
    name: 'CDATA in HTML',
    input: '<![CDATA[<script>alert(1)</script>]]>Hallo',
    mustNotSurvive: ['<script', '<![cdata'],
  },

  // Event attributes
  { name: 'img with onerror', input: 'Hallo<img src=x onerror=alert(1)>', mustNotSurvive: event },
  {
    name: 'img with onerror in mixed case',
    input: 'Hallo<IMG SRC=x OnErRoR="alert(1)">',
    mustNotSurvive: [...event, '<img'],
  },
  {
    name: 'event attributes on an allowed tag',
    input: '<b onclick="alert(1)" onmouseover=alert(2)>Hallo</b>',
    mustNotSurvive: event,
  },
  {
    name: 'event attribute and class on a paragraph',
    input: '<p onpointerenter="alert(1)" class="x" id="y">Hallo</p>',
    mustNotSurvive: ['onpointerenter', 'class=', 'id='],
  },
  {
    name: 'event attribute on a heading and a link',
    input:
      '<h1 onmouseover=alert(1)>Hallo</h1><a href="https://example.be" onclick="alert(1)">x</a>',
    mustNotSurvive: event,
  },
  {
    name: 'event attribute on a coloured span',
    input: '<span style="color:#f00" onfocus="alert(1)" tabindex="0" autofocus>Hallo</span>',
    mustNotSurvive: [...event, 'tabindex', 'autofocus'],
  },
  { name: 'svg onload', input: '<svg onload=alert(1)></svg>Hallo', mustNotSurvive: event },
  {
    name: 'details ontoggle',
    input: '<details open ontoggle=alert(1)>Hallo</details>',
    mustNotSurvive: [...event, '<details'],
  },
  {
    name: 'body onload',
    input: '<body onload=alert(1)>Hallo</body>',
    mustNotSurvive: [...event, '<body'],
  },
  {
    name: 'input autofocus onfocus',
    input: '<input onfocus=alert(1) autofocus>Hallo',
    mustNotSurvive: [...event, '<input'],
  },
  {
    name: 'video source onerror',
    input: '<video><source onerror="alert(1)"></video>Hallo',
    mustNotSurvive: [...event, '<video', '<source'],
  },
  {
    name: 'animate onbegin in svg',
    input: '<svg><animate onbegin=alert(1) attributeName=x dur=1s></animate></svg>Hallo',
    mustNotSurvive: [...event, '<svg', '<animate'],
  },

  // javascript: and other script links
  {
    name: 'javascript: link',
    input: '<a href="javascript:alert(1)">Hallo</a>',
    mustNotSurvive: jsLink,
  },
  {
    name: 'javascript: link in mixed case',
    input: '<a href="JaVaScRiPt:alert(1)">Hallo</a>',
    mustNotSurvive: jsLink,
  },
  {
    name: 'javascript: link with hex entities',
    input: '<a href="&#x6A;&#x61;vascript:alert(1)">Hallo</a>',
    mustNotSurvive: jsLink,
  },
  {
    name: 'javascript: link with decimal entities',
    input: '<a href="&#106;avascript&#58;alert(1)">Hallo</a>',
    mustNotSurvive: jsLink,
  },
  {
    name: 'javascript: link fully written in entities',
    input:
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">Hallo</a>',
    mustNotSurvive: jsLink,
  },
  {
    name: 'javascript: link with padded entities without semicolons',
    input: '<a href="&#0000106&#0000097vascript&#0000058alert(1)">Hallo</a>',
    mustNotSurvive: jsLink,
  },
  {
    name: 'javascript: link with a named entity',
    input: '<a href="javascript&colon;alert(1)">Hallo</a>',
    mustNotSurvive: jsLink,
  },
  {
    name: 'javascript: link with a tab inside',
    input: '<a href="java\tscript:alert(1)">Hallo</a>',
    mustNotSurvive: jsLink,
  },
  {
    name: 'javascript: link with an encoded tab and a newline inside',
    input: '<a href="java&#x09;scr&#x0A;ipt:alert(1)">Hallo</a>',
    mustNotSurvive: jsLink,
  },
  {
    name: 'javascript: link with leading space and a control character',
    input: '<a href=" \u0001 javascript:alert(1)">Hallo</a>',
    mustNotSurvive: jsLink,
  },
  {
    name: 'javascript: link without quotes and target _self',
    input: '<a href=javascript:alert(1) target=_self>Hallo</a>',
    mustNotSurvive: [...jsLink, '_self'],
  },
  {
    name: 'vbscript: link',
    input: '<a href="vbscript:msgbox(1)">Hallo</a>',
    mustNotSurvive: ['vbscript', 'msgbox'],
  },
  {
    name: 'javascript: in svg xlink:href',
    input: '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>Hallo',
    mustNotSurvive: [...jsLink, 'xlink'],
  },
  {
    name: 'javascript: in a form action',
    input:
      '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">x</button></form>Hallo',
    mustNotSurvive: [...jsLink, '<form', '<button', 'action='],
  },

  // data: links and other addresses
  {
    name: 'data: link',
    input: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Hallo</a>',
    mustNotSurvive: dataLink,
  },
  {
    name: 'data: link in mixed case',
    input: '<a href="DaTa:text/html,<script>alert(1)</script>">Hallo</a>',
    mustNotSurvive: [...dataLink, ...script],
  },
  {
    name: 'data: link with an entity',
    input: '<a href="data&colon;text/html,%3Cscript%3Ealert(1)%3C/script%3E">Hallo</a>',
    mustNotSurvive: [...dataLink, 'text/html'],
  },
  {
    name: 'data: image',
    input: '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">Hallo',
    mustNotSurvive: [...dataLink, '<img'],
  },
  {
    name: 'protocol-relative link',
    input: '<a href="//evil.example/phish">Hallo</a>',
    mustNotSurvive: ['evil.example', 'href'],
  },
  {
    name: 'backslash protocol-relative link',
    input: '<a href="\\\\evil.example/phish">Hallo</a>',
    mustNotSurvive: ['evil.example', 'href'],
  },
  {
    name: 'relative link',
    input: '<a href="/api/user/logout">Hallo</a>',
    mustNotSurvive: ['logout', 'href'],
  },

  // Raw-text and mutation tricks
  {
    name: 'xmp raw-text trick',
    input: '<xmp><p title="</xmp><img src=x onerror=alert(1)>">Hallo</xmp>',
    mustNotSurvive: [...event, '<img', '<xmp', 'title='],
  },
  {
    name: 'noscript trick',
    input: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>Hallo',
    mustNotSurvive: [...event, '<img', '<noscript', 'title='],
  },
  {
    name: 'noscript with a style trick',
    input: '<noscript><style></noscript><img src=x onerror=alert(1)></style></noscript>Hallo',
    mustNotSurvive: [...event, '<img', '<noscript', '<style'],
  },
  {
    name: 'textarea trick',
    input: '<textarea><img title="</textarea><img src=x onerror=alert(1)>"></textarea>Hallo',
    mustNotSurvive: [...event, '<img', '<textarea'],
  },
  {
    name: 'math mXSS trick',
    input:
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>Hallo',
    mustNotSurvive: [...event, '<img', '<math', '<mglyph', '<style'],
  },
  {
    name: 'svg with script',
    input: '<svg><script>alert(1)</script></svg>Hallo',
    mustNotSurvive: [...script, '<svg'],
  },
  {
    name: 'template',
    input: '<template><script>alert(1)</script></template>Hallo',
    mustNotSurvive: [...script, '<template'],
  },
  {
    name: 'iframe',
    input: '<iframe src="https://evil.example"></iframe>Hallo',
    mustNotSurvive: ['<iframe', 'evil.example'],
  },
  {
    name: 'iframe with srcdoc',
    input: '<iframe srcdoc="<script>alert(1)</script>"></iframe>Hallo',
    mustNotSurvive: [...script, '<iframe', 'srcdoc'],
  },
  {
    name: 'object and embed',
    input: '<object data="javascript:alert(1)"></object><embed src="x.swf">Hallo',
    mustNotSurvive: [...jsLink, '<object', '<embed'],
  },
  {
    name: 'meta refresh',
    input: '<meta http-equiv="refresh" content="0;url=https://evil.example">Hallo',
    mustNotSurvive: ['<meta', 'refresh', 'evil.example'],
  },
  {
    name: 'base href',
    input: '<base href="https://evil.example/">Hallo',
    mustNotSurvive: ['<base', 'evil.example'],
  },
  {
    name: 'link stylesheet',
    input: '<link rel="stylesheet" href="https://evil.example/x.css">Hallo',
    mustNotSurvive: ['<link', 'stylesheet', 'evil.example'],
  },

  // CSS: only a colour on a span
  {
    name: 'style element',
    input: '<style>body{background:url(javascript:alert(1))}</style>Hallo',
    mustNotSurvive: [...css, '<style', 'javascript'],
  },
  {
    name: 'style element with an import',
    input: '<style>@import "https://evil.example/x.css";</style>Hallo',
    mustNotSurvive: [...css, '<style', 'evil.example'],
  },
  {
    name: 'style with a background url',
    input: '<span style="background:url(javascript:alert(1))">Hallo</span>',
    mustNotSurvive: [...css, 'javascript', 'style='],
  },
  {
    name: 'style with an expression as the colour',
    input: '<span style="color: expression(alert(1))">Hallo</span>',
    mustNotSurvive: [...css, 'alert(', 'style='],
  },
  {
    name: 'style with an escaped expression',
    input: '<span style="color:\\65xpression(alert(1))">Hallo</span>',
    mustNotSurvive: [...css, 'xpression', 'style='],
  },
  {
    name: 'style with a comment inside the colour',
    input: '<span style="color:/**/expression(alert(1))">Hallo</span>',
    mustNotSurvive: [...css, 'alert(', 'style='],
  },
  {
    name: 'colour with an expression riding along',
    input: '<span style="color:#f00;width:expression(alert(1))">Hallo</span>',
    mustNotSurvive: [...css, 'width', 'alert('],
  },
  {
    name: 'colour with a data: background riding along',
    input:
      '<span style="color:rgb(1, 2, 3); background-image:url(data:image/svg+xml;base64,PHN2Zz4=)">Hallo</span>',
    mustNotSurvive: [...css, ...dataLink],
  },
  {
    name: 'behaviour and binding',
    input: '<span style="behavior:url(x.htc);-moz-binding:url(x.xml#x)">Hallo</span>',
    mustNotSurvive: [...css, 'style='],
  },
  {
    name: 'style with position',
    input: '<span style="position:fixed;top:0;left:0;width:100%;height:100%">Hallo</span>',
    mustNotSurvive: [...css, 'fixed', 'style='],
  },
  {
    name: 'style on a tag other than span',
    input: '<b style="color:#ff0000">Hallo</b><p style="color:#ff0000">x</p>',
    mustNotSurvive: ['style='],
  },
  {
    name: 'a named colour is not one of the allowed forms',
    input: '<span style="color:red">Hallo</span>',
    mustNotSurvive: ['style=', 'red'],
  },
];
