import { actionSanitizer, devToolsOptions, sanitize, stateSanitizer } from './devtools';

const token = 'b1946ac92492d2347c6235b4d2611184a6f3c1e0b1946ac92492d2347c623';
const photo = `data:image/png;base64,${'iVBORw0KGgoAAAANSUhEUgAA'.repeat(400)}`;
const bareBase64 = 'A'.repeat(2000);

describe('DevTools sanitizers', () => {
  it('never lets a token, a password or an image through an action', () => {
    const action = {
      type: 'api/executeMutation/fulfilled',
      meta: {
        arg: { originalArgs: { credentials: { email: 'an@example.be', password: 'geheim' } } },
      },
      payload: { token, expiresAt: '2099-01-01T00:00:00Z', user: { firstName: 'An' } },
    };
    const clean = JSON.stringify(actionSanitizer(action));
    expect(clean).not.toContain(token);
    expect(clean).not.toContain('geheim');
    expect(clean).toContain('an@example.be');
    expect(clean).toContain('api/executeMutation/fulfilled');
  });

  it('names RTK Query calls by endpoint and phase, on a copy only', () => {
    const chats = {
      type: 'api/executeQuery/fulfilled',
      payload: [{ id: 1, subject: 'Offerte' }],
      meta: {
        arg: { type: 'query', endpointName: 'getChats', originalArgs: undefined },
        requestId: 'r1',
        requestStatus: 'fulfilled',
      },
    };
    const before = JSON.parse(JSON.stringify(chats));
    const shown = actionSanitizer(chats);
    expect(shown.type).toBe('getChats/fulfilled');
    expect(shown.payload).toEqual(chats.payload);
    expect(shown.meta.arg.endpointName).toBe('getChats');
    expect(chats).toEqual(before);
    expect(shown).not.toBe(chats);

    const entry = (phase: string) => ({
      type: `api/executeMutation/${phase}`,
      meta: {
        arg: {
          type: 'mutation',
          endpointName: 'createLanguageEntry',
          originalArgs: { body: { name: 'home.title' } },
        },
      },
    });
    expect(actionSanitizer(entry('pending')).type).toBe('createLanguageEntry/pending');
    expect(actionSanitizer(entry('rejected')).type).toBe('createLanguageEntry/rejected');
    expect(actionSanitizer({ type: 'api/executeQuery/pending' }).type).toBe(
      'api/executeQuery/pending',
    );
    expect(
      actionSanitizer({ type: 'auth/loggedIn', meta: { arg: { endpointName: 'x' } } }).type,
    ).toBe('auth/loggedIn');
  });

  it('still hides the token of a named login call', () => {
    const login = {
      type: 'api/executeMutation/fulfilled',
      payload: { token, user: { firstName: 'An' } },
      meta: {
        arg: {
          endpointName: 'login',
          originalArgs: { body: { email: 'an@example.be', password: 'geheim' } },
        },
      },
    };
    const shown = actionSanitizer(login);
    expect(shown.type).toBe('login/fulfilled');
    expect(JSON.stringify(shown)).not.toContain(token);
    expect(JSON.stringify(shown)).not.toContain('geheim');
    expect(login.payload.token).toBe(token);
    expect(login.type).toBe('api/executeMutation/fulfilled');
  });

  it('summarises images wherever they sit in the state', () => {
    const state = {
      auth: { token, user: { firstName: 'An' } },
      api: {
        queries: {
          'getAchievements(undefined)': {
            data: [{ id: 1, images: [photo, photo], location: 'Gent' }],
          },
          'getServices(undefined)': { data: [{ id: 2, image: bareBase64 }] },
        },
      },
    };
    const clean = stateSanitizer(state);
    const text = JSON.stringify(clean);
    expect(text).not.toContain(token);
    expect(text).not.toContain('iVBORw0KGgo');
    expect(text).not.toContain(bareBase64);
    expect(text).toContain('Gent');
    expect(clean.api.queries['getAchievements(undefined)'].data[0].images[0]).toMatch(
      /^<image\/png \d+ kB>$/,
    );
    expect(text.length).toBeLessThan(1000);
    // The original state is untouched.
    expect(state.auth.token).toBe(token);
  });

  it('describes uploaded files instead of carrying them', () => {
    const file = new File(['x'.repeat(2048)], 'werf.jpg', { type: 'image/jpeg' });
    expect(sanitize({ body: { data: '{}', files: [file] } })).toEqual({
      body: { data: '{}', files: ['<file werf.jpg 2 kB>'] },
    });
  });

  it('keeps empty secrets recognisable and ordinary text as it is', () => {
    expect(sanitize({ token: null, password: '', note: 'Tokens zijn geheim' })).toEqual({
      token: null,
      password: '',
      note: 'Tokens zijn geheim',
    });
  });

  it("shows a call's request and answer by what they say of themselves, never their bodies", () => {
    const shown = JSON.stringify(
      sanitize({
        request: new Request('http://localhost/api/user/login?x=1', {
          method: 'POST',
          body: JSON.stringify({ password: 'geheim' }),
        }),
        response: new Response(JSON.stringify({ token }), { status: 200 }),
        headers: new Headers({ authorization: `Bearer ${token}`, 'x-request-id': 'abc' }),
      }),
    );
    expect(shown).toContain('<request POST http://localhost/api/user/login>');
    expect(shown).toContain('<response 200>');
    expect(shown).toContain('"x-request-id":"abc"');
    expect(shown).not.toContain(token);
    expect(shown).not.toContain('geheim');
  });

  it('masks values that look like a token where asked (the widget), not ordinary words', () => {
    const chatToken = 'Zq4vT8mW2xY7bN1cR5eH9kL3pS6uA0dF4gJ8iO2tQ7w';
    const value = { note: chatToken, subject: 'Lekkend dak', requestId: 'jWb7k91j_Hf84W_lUfZzj' };
    expect(sanitize(value, { tokenLikeValues: true })).toEqual({
      note: '<hidden>',
      subject: 'Lekkend dak',
      requestId: 'jWb7k91j_Hf84W_lUfZzj',
    });
    expect(sanitize(value)).toEqual(value);
  });

  it('names the store, keeps enough history and masks both channels', () => {
    expect(devToolsOptions.name).toBeTruthy();
    expect(devToolsOptions.maxAge).toBeGreaterThanOrEqual(200);
    expect(devToolsOptions.actionSanitizer).toBe(actionSanitizer);
    expect(devToolsOptions.stateSanitizer).toBe(stateSanitizer);
  });
});
