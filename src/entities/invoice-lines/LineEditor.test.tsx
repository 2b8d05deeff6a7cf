import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { json, mockApi } from '../../test/api-mock';
import { renderWithProviders, session } from '../../test/render';
import { screenWait } from '../../test/waits';
import type { ApiLine } from './LineEditor';
import { LinesInput } from './LinesInput';

const signedIn = { auth: session() };

const services = [
  { id: 3, enabled: true, title: { translationDutch: 'Dakgoten herstellen' } },
  { id: 5, enabled: true, title: { translationDutch: 'Zinkwerk' } },
];

const gutter: ApiLine = {
  description: 'Plaatsen dakgoot',
  quantity: 12.5,
  unitCode: 'MTR',
  unitPrice: 8_162,
  discountPercent: 0,
  vatCategory: 'S',
  vatRate: 21,
};

/** The lines as an editor that keeps its draft in its own state holds them (the quote's). */
function Harness({ start, seen }: { start: ApiLine[]; seen: (lines: ApiLine[]) => void }) {
  const [lines, setLines] = useState(start);
  return (
    <LinesInput
      value={lines}
      onChange={(next) => {
        setLines(next);
        seen(next);
      }}
    />
  );
}

async function renderLines(start: ApiLine[]) {
  mockApi({ 'GET /api/service/getall': () => json(services) });
  let latest = start;
  const view = await renderWithProviders(<Harness start={start} seen={(l) => (latest = l)} />, {
    preloadedState: signedIn,
  });
  return { ...view, latest: () => latest };
}

const lineNumbered = (n: number) => screen.getByRole('group', { name: `Lijn ${n}` });

describe('the line editor of quotes and invoices', () => {
  it('shows a line as typed in euros, with its unit, VAT and net amount in nl-BE', async () => {
    await renderLines([gutter]);
    const line = lineNumbered(1);
    expect(within(line).getByRole('textbox', { name: 'Omschrijving' })).toHaveValue(
      'Plaatsen dakgoot',
    );
    expect(within(line).getByRole('spinbutton', { name: 'Aantal' })).toHaveValue('12,5');
    expect(within(line).getByRole('spinbutton', { name: 'Prijs excl. btw' })).toHaveValue('81,62');
    expect(within(line).getByText('m (MTR)')).toBeInTheDocument();
    // 12.5 × € 81,62 = € 1.020,25, as the server computes it.
    expect(within(line).getByText('€ 1.020,25', { selector: 'output' })).toBeInTheDocument();
  });

  it("adds a line from the website's services and hands it on in cents", async () => {
    const { user, latest } = await renderLines([]);
    expect(screen.getByText('Nog geen lijnen.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Dienst van de website toevoegen' }));
    await user.click(await screen.findByText('Zinkwerk', {}, screenWait));
    const line = await screen.findByRole('group', { name: 'Lijn 1' }, screenWait);
    expect(within(line).getByRole('textbox', { name: 'Omschrijving' })).toHaveValue('Zinkwerk');
    const price = within(line).getByRole('spinbutton', { name: 'Prijs excl. btw' });
    await user.clear(price);
    await user.type(price, '1234,5');
    const discount = within(line).getByRole('spinbutton', { name: 'Korting %' });
    await user.clear(discount);
    await user.type(discount, '10');
    await waitFor(
      () =>
        expect(latest()).toEqual([
          {
            description: 'Zinkwerk',
            quantity: 1,
            unitCode: 'C62',
            unitPrice: 123_450,
            discountPercent: 10,
            vatCategory: 'S',
            vatRate: 21,
            serviceId: 5,
          },
        ]),
      screenWait,
    );
    // € 1.234,50 less 10 % = € 1.111,05.
    expect(within(line).getByText('€ 1.111,05', { selector: 'output' })).toBeInTheDocument();
  });

  it('asks the reason of an exempt line, and only of that line', async () => {
    const { user, latest } = await renderLines([gutter, { ...gutter, description: 'Stelling' }]);
    expect(screen.queryByRole('textbox', { name: 'Reden van vrijstelling' })).toBeNull();
    await user.click(within(lineNumbered(2)).getByRole('combobox', { name: 'Btw' }));
    await user.click(await screen.findByText('Vrijgesteld (E)', {}, screenWait));
    const reason = await within(lineNumbered(2)).findByRole(
      'textbox',
      { name: 'Reden van vrijstelling' },
      screenWait,
    );
    expect(
      within(lineNumbered(1)).queryByRole('textbox', { name: 'Reden van vrijstelling' }),
    ).toBeNull();
    await user.type(reason, 'Vrijgesteld, art. 44 Btw-wetboek ');
    await waitFor(
      () =>
        expect(latest()[1]).toMatchObject({
          vatCategory: 'E',
          vatRate: 0,
          exemptionReason: 'Vrijgesteld, art. 44 Btw-wetboek',
        }),
      screenWait,
    );
    expect(latest()[0]).not.toHaveProperty('exemptionReason');
  });

  it('removes a line', async () => {
    const { user, latest } = await renderLines([gutter, { ...gutter, description: 'Stelling' }]);
    await user.click(screen.getByRole('button', { name: 'Lijn 1 verwijderen' }));
    await waitFor(() => expect(latest()).toHaveLength(1), screenWait);
    expect(latest()[0]).toMatchObject({ description: 'Stelling' });
    expect(screen.queryByRole('group', { name: 'Lijn 2' })).toBeNull();
  });
});
