import { makeStore, type AppStore, type PreloadedState } from '../store';

const liveStores = new Set<AppStore>();

/** A fresh store for one test; setup.ts quiets its persistence after the test. */
export function testStore(preloadedState?: PreloadedState): AppStore {
  const store = makeStore(preloadedState);
  liveStores.add(store);
  return store;
}

/**
 * Stops each store writing its session, so that a test's session cannot land in localStorage
 * after the next test has cleared it.
 */
export function quietStores() {
  for (const store of liveStores) store.persistence.pause();
  liveStores.clear();
}
