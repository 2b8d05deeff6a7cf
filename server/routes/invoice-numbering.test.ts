import { sql } from 'drizzle-orm';
import type { App } from '../app';
import { rowsOf } from '../db/rows-of';
import { stopUblValidator } from '../peppol/ubl-validate';
import { bearer, useTestServer } from '../test/harness';
import { invoiceApi, line } from '../test/invoices';

/**
 * Gap-free numbering (docs/architecture.md § Invoice numbering): two server instances on one
 * database issue many drafts at once, some of which fail the official rules; the issued ones
 * get consecutive numbers and the failed ones use none.
 */

const server = useTestServer();
let token: string;
const api = invoiceApi(server, () => token);
afterAll(() => stopUblValidator());

test('two instances issuing at once give consecutive numbers; a failed validation leaves no gap', async () => {
  token = await server.signIn();
  await api.setCompany();
  const other = await server.otherInstance();
  const customer = await api.customer();
  const drafts: { id: number; broken: boolean }[] = [];
  for (let index = 0; index < 12; index++) {
    // Every fourth has a unit no code list knows (BR-CL-23): it passes our rules, fails theirs.
    const broken = index % 4 === 1;
    drafts.push({
      id: await api.draft(customer, { lines: [line(broken ? { unitCode: 'QQQ' } : {})] }),
      broken,
    });
  }
  const issueOn = (app: App, id: number) =>
    app.inject({ method: 'POST', url: `/api/invoice/issue/${id}`, headers: bearer(token) });
  const answers = await Promise.all(
    drafts.map(({ id }, index) => issueOn(index % 2 === 0 ? server.app : other, id)),
  );

  drafts.forEach(({ broken }, index) => {
    const answer = answers[index];
    expect({ index, status: answer.statusCode }).toEqual({ index, status: broken ? 422 : 200 });
    if (broken)
      expect(answer.json().rules).toEqual(
        expect.arrayContaining([expect.objectContaining({ rule: 'BR-CL-23' })]),
      );
  });
  const numbers = answers
    .filter((answer) => answer.statusCode === 200)
    .map((answer) => answer.json().number as string)
    .sort();
  expect(numbers).toEqual(
    Array.from({ length: 9 }, (_, index) => `2026-${String(index + 1).padStart(4, '0')}`),
  );
  const [series] = rowsOf(
    await server.database.db.execute(
      sql`select last from number_series where series = 'invoice' and year = 2026`,
    ),
  );
  expect(Number(series.last)).toBe(9);
  // The refused drafts are drafts still, without a number.
  for (const { id, broken } of drafts.filter((draft) => draft.broken)) {
    expect({ broken, invoice: await api.get(id) }).toMatchObject({
      broken,
      invoice: { status: 'concept', number: null },
    });
  }
});
