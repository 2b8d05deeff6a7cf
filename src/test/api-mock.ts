/** A fake API server for tests: answers by "METHOD /path" and records every request. */
export type Handler = (request: Request) => Response | Promise<Response>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function apiError(statusCode: number, code: string, headers: Record<string, string> = {}) {
  return json({ statusCode, code, message: code }, statusCode, headers);
}

/** The chat list's answer: a page when the request asks for one (`limit`), else the array. */
export function chatList(chats: unknown[]): Handler {
  return (request) =>
    json(new URL(request.url).searchParams.has('limit') ? { chats, next: null } : chats);
}

/** GET /api/settings/company before the Beheerder set it. */
export const UNSET_COMPANY = {
  name: '',
  street: '',
  postalCode: '',
  city: '',
  country: 'BE',
  email: '',
  enterpriseNumber: '',
  vatNumber: '',
  iban: '',
  bic: '',
  peppolId: '',
  paymentTermDays: 30,
  invoiceFooter: '',
  numberPrefixes: { invoice: '', creditNote: 'CN-', quote: 'OF-' },
  reminderDays: [7, 21, 35],
  approvalLimits: { kantoor: 250_000 },
  withholdingAccounts: { social: 'BE76679000019295', tax: 'BE33679200232046' },
  vatPeriod: 'quarter',
};

/**
 * Calls every signed-in screen makes besides its own: the menu's badge reads the chat counts.
 * A test that cares about them gives its own handler.
 */
const background: Record<string, Handler> = {
  // A conversation's reply offers the quick replies, and its side shows its appointments…
  'GET /api/quickReply/getall': () => json([]),
  'GET /api/appointment/getall': () => json([]),
  // …and the customer of the register with its e-mail address, if any.
  'GET /api/customer/byEmail': () => json([]),
  'GET /api/chat/getall': chatList([]),
  'GET /api/chat/counts': () => json({ open: 0, waiting: 0, unread: 0 }),
  // A conversation's 'Toegewezen aan' offers the staff accounts.
  'GET /api/user/getall': () => json([]),
  // The menu's badge knows the account's alerts (a sound, a desktop notification).
  'GET /api/user/alerts': () => json({ sound: true, desktop: false }),
  // The widget's status line: staff are in.
  'GET /api/chat/public/availability': () => json({ open: true, nextOpen: null }),
  // The overview's part of one's own work: an account that is no employee, nothing assigned.
  'GET /api/overview/own': () =>
    json({ employeeId: null, appointments: [], projects: [], chats: [] }),
  // A customer's, project's and employee's page lists their documents: none.
  'GET /api/document/getall': () => json({ documents: [], next: null }),
  // The settings' 'Bedrijf' card: the company's details as before anyone set them.
  'GET /api/settings/company': () => json(UNSET_COMPANY),
  // The staff event stream ends at once (a 4xx is not retried): screens poll as without one.
  'GET /api/events': () => apiError(404, 'NOT_FOUND'),
  // The money figures of a role with invoices: nothing invoiced yet.
  'GET /api/overview/invoices': () => json(NO_INVOICE_OVERVIEW),
  'GET /api/statistics/invoices': (request) => json(noInvoiceStatistics(request)),
  // Whether invoices can go over Peppol: not set up.
  'GET /api/peppol/status': () => json({ configured: false, mode: 'off' }),
  // The costs of a role with purchases: nothing bought yet.
  'GET /api/statistics/costs': (request) => json(noCostStatistics(request)),
  // Financiën's cash outlook: no statement imported, nothing due.
  'GET /api/finance/outlook': () => json(cashOutlookOf()),
};

/** A path's calls answered alike whatever its id: a project page's money. */
const backgroundPrefixes: [string, Handler][] = [
  ['GET /api/project/money/', () => json(NO_PROJECT_MONEY)],
  // …and its costs and margin: nothing bought, no hours.
  [
    'GET /api/project/costing/',
    (request) => json(noProjectCosting(Number(new URL(request.url).pathname.split('/').pop()))),
  ],
];

/** GET /api/project/costing/{id} of a project with no quotes, invoices, purchases or hours. */
const noProjectCosting = (projectId: number) => ({
  projectId,
  quoted: 0,
  invoiced: 0,
  costs: { total: 0, purchases: 0, labour: 0, categories: [] },
  hours: { minutes: 0, employees: [], withoutCost: [] },
  margin: 0,
  marginPercent: null,
});

export const NO_INVOICE_OVERVIEW = {
  open: { count: 0, amount: 0 },
  overdue: { count: 0, amount: 0 },
  quotesWaiting: { count: 0, amount: 0 },
};

export const NO_PROJECT_MONEY = {
  quoted: 0,
  invoiced: 0,
  paid: 0,
  open: 0,
  quotes: [],
  invoices: [],
};

/** GET /api/statistics/invoices of a period with no invoices: its first month only. */
function noInvoiceStatistics(request: Request) {
  const from = new URL(request.url).searchParams.get('from') ?? '2027-01-01';
  return {
    totals: { invoiced: 0, paid: 0 },
    months: [{ start: `${from.slice(0, 7)}-01`, invoiced: 0, paid: 0 }],
    ages: ['notDue', '0-30', '31-60', '61-90', '90+'].map((bucket) => ({
      bucket,
      count: 0,
      amount: 0,
    })),
    daysToPayment: { settled: 0, average: null, median: null },
  };
}

/** GET /api/statistics/costs of a period with no purchases: its first month only. */
function noCostStatistics(request: Request) {
  const from = new URL(request.url).searchParams.get('from') ?? '2027-01-01';
  return {
    total: 0,
    months: [{ start: `${from.slice(0, 7)}-01`, amount: 0 }],
    categories: [],
    projects: [],
  };
}

export function mockApi(ownHandlers: Record<string, Handler>) {
  const handlers = { ...background, ...ownHandlers };
  const requests: Request[] = [];
  const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    requests.push(request);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const handler =
      handlers[key] ?? backgroundPrefixes.find(([prefix]) => key.startsWith(prefix))?.[1];
    if (!handler) throw new Error(`No mock for ${key}`);
    return handler(request);
  });
  return { requests, fetchMock };
}

/** A network failure, as fetch reports one. */
export const unreachable: Handler = () => Promise.reject(new TypeError('Failed to fetch'));

/** GET /api/finance/outlook from 23 March 2026: thirteen weeks of `weeks` (nothing by default). */
export function cashOutlookOf(
  weeks: Partial<{ incoming: number; outgoing: number; vat: number; balance: number }>[] = [],
  extra: object = {},
) {
  const day = (offset: number) =>
    new Date(Date.UTC(2026, 2, 23 + offset)).toISOString().slice(0, 10);
  return {
    today: '2026-03-25',
    balance: { amount: 0, date: null, accounts: 0 },
    weeks: Array.from({ length: 13 }, (_, index) => ({
      from: day(index * 7),
      to: day(index * 7 + 6),
      incoming: 0,
      outgoing: 0,
      vat: 0,
      balance: 0,
      incomingCount: 0,
      outgoingCount: 0,
      ...weeks[index],
    })),
    overdue: { incoming: 0, outgoing: 0 },
    later: { incoming: 0, outgoing: 0 },
    vatPeriod: 'quarter',
    vatReturns: [],
    ...extra,
  };
}
