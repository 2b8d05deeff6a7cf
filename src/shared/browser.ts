/** Leaving the SPA for another site, in one place so tests can watch it. */
export const browser = {
  leaveTo(url: string) {
    window.location.assign(url);
  },
};
