import { bearer, type TestServer } from './harness';

/** What the invoices' route tests share: the company, customers and drafts made through the API. */

export const COMPANY = {
  name: 'Bouwwerken Peeters BV',
  street: 'Kerkstraat 12',
  postalCode: '2000',
  city: 'Antwerpen',
  country: 'BE',
  email: 'facturen@peeters.example',
  enterpriseNumber: '0403170701',
  vatNumber: 'BE0403170701',
  iban: 'BE68539007547034',
  bic: 'GKCCBEBB',
  peppolId: '',
  paymentTermDays: 30,
  invoiceFooter: 'Algemene voorwaarden op peeters.example/voorwaarden',
  numberPrefixes: { invoice: '', creditNote: 'CN-', quote: 'OF-' },
};

export const COMPANY_CUSTOMER = {
  kind: 'company',
  companyName: 'Immo Janssens NV',
  firstName: 'Jan',
  lastName: 'Janssens',
  email: 'boekhouding@janssens.example',
  street: 'Stationsplein 3',
  postalCode: '9000',
  city: 'Gent',
  enterpriseNumber: '0417497106',
  vatNumber: 'BE0417497106',
};

export const PRIVATE_CUSTOMER = {
  firstName: 'An',
  lastName: 'De Smet',
  email: 'an.desmet@example.be',
  street: 'Molenweg 7',
  postalCode: '3000',
  city: 'Leuven',
};

export const line = (overrides: Record<string, unknown> = {}) => ({
  description: 'Werkuren',
  quantity: 2.5,
  unitCode: 'HUR',
  unitPrice: 5500,
  discountPercent: 0,
  vatCategory: 'S',
  vatRate: 21,
  ...overrides,
});

export function invoiceApi(server: TestServer, token: () => string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    server.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(token()),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const created = async (url: string, payload: unknown) => {
    const response = await call('POST', url, payload);
    if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
    return response.json().id as number;
  };
  return {
    call,
    created,
    setCompany: async (overrides: Record<string, unknown> = {}) => {
      const response = await call('PUT', '/settings/company', { ...COMPANY, ...overrides });
      if (response.statusCode !== 200) throw new Error(response.body);
    },
    customer: (input: Record<string, unknown> = COMPANY_CUSTOMER) =>
      created('/customer/create', input),
    draft: (customerId: number, overrides: Record<string, unknown> = {}) =>
      created('/invoice/create', {
        customerId,
        issueDate: '2026-03-02',
        dueDate: '2036-04-01',
        lines: [line()],
        ...overrides,
      }),
    get: async (id: number) => (await call('GET', `/invoice/get/${id}`)).json(),
    issue: (id: number) => call('POST', `/invoice/issue/${id}`),
  };
}
