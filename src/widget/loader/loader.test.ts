import { refusalLine, startWidget } from './loader';

const allowed = () => Promise.resolve('allowed' as const);

function script(lang?: string) {
  const element = document.createElement('script');
  element.src = 'https://backoffice.example.be/widget.js';
  if (lang) element.dataset.lang = lang;
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = '';
});

test('puts one chat button on the page; the conversation frame comes with the first click', () => {
  const root = startWidget(script(), document, allowed)!;
  expect(startWidget(script(), document, allowed)).toBeUndefined();
  expect(document.querySelectorAll('[data-backoffice-chat]')).toHaveLength(1);
  const button = root.querySelector('button')!;
  expect(button.getAttribute('aria-label')).toBe('Chat met ons');
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(root.querySelector('iframe')).toBeNull();

  button.click();
  const frame = root.querySelector('iframe')!;
  // The frame learns the page's origin, which it checks against WIDGET_ORIGINS.
  expect(frame.src).toBe(
    `https://backoffice.example.be/widget/?lang=nl&embed=1&host=${encodeURIComponent(location.origin)}&page=${encodeURIComponent(location.origin + location.pathname)}`,
  );
  expect(frame.title).toBe('Chat met ons');
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(button.getAttribute('aria-label')).toBe('Chat sluiten');

  // Escape closes it, and the button gets the focus back.
  root
    .querySelector('.panel')!
    .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
  expect((root.querySelector('.panel') as HTMLElement).hidden).toBe(true);
  expect(button.getAttribute('aria-expanded')).toBe('false');
  button.click();
  expect(root.querySelectorAll('iframe')).toHaveLength(1);
});

test("English by data-lang or by the page's language; Dutch otherwise", () => {
  let root = startWidget(script('en'), document, allowed)!;
  expect(root.querySelector('button')!.getAttribute('aria-label')).toBe('Chat with us');
  document.body.innerHTML = '';

  document.documentElement.lang = 'en-GB';
  root = startWidget(script(), document, allowed)!;
  root.querySelector('button')!.click();
  expect(root.querySelector('iframe')!.src).toContain('lang=en');
  document.body.innerHTML = '';

  document.documentElement.lang = 'fr-BE';
  root = startWidget(script(), document, allowed)!;
  expect(root.querySelector('button')!.getAttribute('aria-label')).toBe('Chat met ons');
});

test("only the frame of the widget's own origin can close the panel", () => {
  const root = startWidget(script(), document, allowed)!;
  const button = root.querySelector('button')!;
  button.click();
  const frame = root.querySelector('iframe')!;
  const panel = root.querySelector('.panel') as HTMLElement;
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { type: 'backoffice-chat:close' },
      origin: 'https://evil.example',
      source: frame.contentWindow,
    }),
  );
  expect(panel.hidden).toBe(false);
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { type: 'backoffice-chat:close' },
      origin: 'https://backoffice.example.be',
      source: frame.contentWindow,
    }),
  );
  expect(panel.hidden).toBe(true);
});

test('a site outside WIDGET_ORIGINS gets no button, and one console line naming the setting', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const root = startWidget(script(), document, () => Promise.resolve('refused'))!;
  await Promise.resolve();
  await Promise.resolve();
  expect((root.querySelector('.launcher') as HTMLElement).hidden).toBe(true);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0][0]).toBe(
    refusalLine('refused', 'https://backoffice.example.be', location.origin),
  );
  expect(warn.mock.calls[0][0]).toContain('WIDGET_ORIGINS');
  expect(warn.mock.calls[0][0]).toContain(location.origin);
  warn.mockRestore();
});

test('an allowed site gets its button once the check answers', async () => {
  const root = startWidget(script(), document, allowed)!;
  const launcher = root.querySelector('.launcher') as HTMLElement;
  expect(launcher.hidden).toBe(true);
  await Promise.resolve();
  await Promise.resolve();
  expect(launcher.hidden).toBe(false);
});

describe("the button's badge", () => {
  afterEach(() => localStorage.clear());

  const settled = async () => {
    for (let i = 0; i < 3; i++) await Promise.resolve();
  };
  const fromFrame = (
    frame: HTMLIFrameElement,
    data: object,
    origin = 'https://backoffice.example.be',
  ) =>
    window.dispatchEvent(
      new MessageEvent('message', { data, origin, source: frame.contentWindow }),
    );

  test("counts the frame's unseen replies while the panel is closed; opening clears it; the page's title stays", async () => {
    document.title = 'Dakwerken Peeters';
    const root = startWidget(script(), document, allowed)!;
    await settled();
    const button = root.querySelector('button')!;
    const badge = root.querySelector('.badge') as HTMLElement;
    expect(badge.hidden).toBe(true);
    button.click();
    const frame = root.querySelector('iframe')!;
    button.click();

    fromFrame(frame, { type: 'backoffice-chat:unread', count: 2 });
    expect(badge.hidden).toBe(false);
    expect(badge.textContent).toBe('2');
    expect(button.getAttribute('aria-label')).toBe('Chat met ons (2 nieuwe antwoorden)');
    fromFrame(frame, { type: 'backoffice-chat:unread', count: 1 });
    expect(button.getAttribute('aria-label')).toBe('Chat met ons (1 nieuw antwoord)');
    // Another origin's word counts for nothing.
    fromFrame(frame, { type: 'backoffice-chat:unread', count: 7 }, 'https://evil.example');
    expect(badge.textContent).toBe('1');
    fromFrame(frame, { type: 'backoffice-chat:unread', count: 250 });
    expect(badge.textContent).toBe('99+');
    expect(document.title).toBe('Dakwerken Peeters');

    button.click();
    expect(badge.hidden).toBe(true);
    expect(button.getAttribute('aria-label')).toBe('Chat sluiten');
    button.click();
    expect(badge.hidden).toBe(true);
    fromFrame(frame, { type: 'backoffice-chat:unread', count: 'x' });
    expect(badge.hidden).toBe(true);
    expect(document.title).toBe('Dakwerken Peeters');
  });

  test('with a conversation in this browser, the frame loads with the page to count; without, on the first click', async () => {
    let root = startWidget(script('en'), document, allowed)!;
    await settled();
    expect(root.querySelector('iframe')).toBeNull();
    root.querySelector('button')!.click();
    const frame = root.querySelector('iframe')!;
    fromFrame(frame, { type: 'backoffice-chat:unread', count: 0 });
    expect(localStorage.getItem('backoffice-chat:active')).toBe('1');

    // The next page: the frame comes at once, hidden, and its count shows.
    document.body.innerHTML = '';
    root = startWidget(script('en'), document, allowed)!;
    await settled();
    const hidden = root.querySelector('iframe')!;
    expect(hidden).not.toBeNull();
    expect((root.querySelector('.panel') as HTMLElement).hidden).toBe(true);
    fromFrame(hidden, { type: 'backoffice-chat:unread', count: 3 });
    expect(root.querySelector('button')!.getAttribute('aria-label')).toBe(
      'Chat with us (3 new replies)',
    );

    // The conversation is gone (removed by staff, or a new one not yet started): no more frame.
    fromFrame(hidden, { type: 'backoffice-chat:unread', count: null });
    expect(localStorage.getItem('backoffice-chat:active')).toBeNull();
    expect((root.querySelector('.badge') as HTMLElement).hidden).toBe(true);
    document.body.innerHTML = '';
    root = startWidget(script('en'), document, allowed)!;
    await settled();
    expect(root.querySelector('iframe')).toBeNull();
  });
});
