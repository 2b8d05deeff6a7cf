/**
 * The public website the e2e server is configured with (PUBLIC_SITE_URL, read at start): a value
 * no build carries, so a test that lands there proves the address came from the running server.
 */
export const publicSite = 'https://www.e2e-publieke-site.example/';
