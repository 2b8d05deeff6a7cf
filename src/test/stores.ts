import { makeStore, type AppStore, type PreloadedState } from '../store';

const liveStores = new Set<AppStore>();

/** A fresh store for one test; setup.ts quiets its persistence after the test. */
export function testStore(preloadedState?: PreloadedState): AppStore {
  const store = makeStore(preloadedState);
  liveStores.add(store);
  return store;
}

/**
 * Writes what each store still had queued and stops it writing more, so that a test's session
 * cannot land in localStorage after the next test has cleared it.
 */
export async function quietStores() {
  for (const store of liveStores) {
    await store.persistor.flush();
    store.persistor.pause();
  }
  liveStores.clear();
}
