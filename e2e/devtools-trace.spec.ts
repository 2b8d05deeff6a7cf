import { staff } from './accounts';
import { expect, signIn, storedToken, test } from './fixtures';

interface TracedAction {
  type: string;
  payload?: unknown;
}

declare global {
  interface Window {
    __devtoolsTrace: TracedAction[];
  }
}

/**
 * Stands in for the Redux DevTools extension: the store hands its options to
 * `__REDUX_DEVTOOLS_EXTENSION_COMPOSE__`, and every action reaches the reducer through the
 * options' actionSanitizer, as the extension would record it. What support engineers read.
 */
function recordDevtoolsTrace() {
  window.__devtoolsTrace = [];
  type Reducer = (state: unknown, action: { type: string }) => unknown;
  type StoreCreator = (reducer: Reducer, ...rest: unknown[]) => unknown;
  type Enhancer = (next: StoreCreator) => StoreCreator;
  Object.assign(window, {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__:
      (options: { actionSanitizer?: (action: unknown, id: number) => TracedAction }) =>
      (...enhancers: Enhancer[]) =>
      (createStore: StoreCreator): StoreCreator => {
        const enhanced = enhancers.reduceRight((next, enhancer) => enhancer(next), createStore);
        return (reducer, ...rest) =>
          enhanced(
            (state, action) => {
              const shown = options.actionSanitizer?.(action, 0) ?? action;
              window.__devtoolsTrace.push(JSON.parse(JSON.stringify(shown)));
              return reducer(state, action);
            },
            ...rest,
          );
      },
  });
}

test('the DevTools trace of signing in and saving a text reads as events, without secrets', async ({
  page,
}) => {
  await page.addInitScript(recordDevtoolsTrace);
  const name = `e2e.trace.${Date.now().toString(36)}`;
  await signIn(page, '/cms/language');
  await page.getByRole('button', { name: 'Nieuwe tekst' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe tekst' });
  await dialog.getByLabel('Naam').fill(name);
  await dialog.getByLabel('Groep').fill('e2e-trace');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(name)).toBeVisible();

  const trace = await page.evaluate(() => window.__devtoolsTrace);
  const types = trace.map((action) => action.type).filter((type) => !type.startsWith('@@'));
  console.log(`DevTools trace (${types.length} actions):\n  ${types.join('\n  ')}`);

  const inOrder = [
    'login/pending',
    'login/fulfilled',
    'auth/loggedIn',
    'getLanguageEntries/fulfilled',
    'createLanguageEntry/pending',
    'createLanguageEntry/fulfilled',
  ];
  let from = 0;
  for (const type of inOrder) {
    const at = types.indexOf(type, from);
    expect(
      at,
      `${type} after ${inOrder[inOrder.indexOf(type) - 1] ?? 'the start'}`,
    ).toBeGreaterThanOrEqual(from);
    from = at + 1;
  }
  expect(types.filter((type) => type.startsWith('api/execute'))).toEqual([]);

  const token = await storedToken(page);
  const recorded = JSON.stringify(trace);
  expect(recorded).not.toContain(token);
  expect(recorded).not.toContain(staff.password);
});
