/** What the Redux DevTools extension would record: the tests' stand-in for it. */

export interface TracedAction {
  type: string;
  payload?: unknown;
  meta?: { requestId?: string };
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
export function recordDevtoolsTrace() {
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
