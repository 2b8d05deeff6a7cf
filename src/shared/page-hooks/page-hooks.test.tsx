import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useAddressFilters } from './address-filters';
import { useDebouncedSearch } from './debounced-search';
import { isNotFound, parseId, useIdParam } from './id-param';
import { useRowLink } from './row-link';

/** The address the router shows, to read in the tests. */
function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="adres">{pathname + search}</output>;
}
const address = () => screen.getByLabelText('adres').textContent;

describe('parseId', () => {
  it('reads plain positive integers the server accepts and nothing else', () => {
    expect(parseId('7')).toBe(7);
    expect(parseId('2147483647')).toBe(2_147_483_647);
    for (const text of ['0', '07', '-1', '1e3', '0x7', '7 ', '2147483648', '', null, undefined])
      expect(parseId(text)).toBeNull();
  });

  it('with isNotFound, says a page shows "not found" for no id or a NOT_FOUND answer', () => {
    const notFound = { status: 404, data: { code: 'NOT_FOUND', message: 'weg' } };
    expect(isNotFound(null, { isError: false })).toBe(true);
    expect(isNotFound(3, { isError: true, error: notFound })).toBe(true);
    // A refetch under way (isError false) or another failure is no "not found".
    expect(isNotFound(3, { isError: false, error: notFound })).toBe(false);
    expect(isNotFound(3, { isError: true, error: { status: 'FETCH_ERROR', error: 'x' } })).toBe(
      false,
    );
  });
});

describe('useIdParam', () => {
  function Shown() {
    return <span>id {String(useIdParam())}</span>;
  }
  it.each([
    ['/things/12', 'id 12'],
    ['/things/012', 'id null'],
    ['/things/abc', 'id null'],
  ])('reads %s as %s', (path, shown) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/things/:id" element={<Shown />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText(shown)).toBeTruthy();
  });
});

describe('useAddressFilters', () => {
  function Filters() {
    const [params, setFilters] = useAddressFilters();
    return (
      <>
        <span>stage {params.get('stage') ?? '-'}</span>
        <button onClick={() => setFilters({ stage: undefined, customer: 3, board: true })}>
          wijzig
        </button>
        <button onClick={() => setFilters({ q: '', customer: false })}>wis</button>
        <Where />
      </>
    );
  }

  it('changes the named filters, keeps the others and takes empty ones out', () => {
    render(
      <MemoryRouter initialEntries={['/list?q=dak&stage=offerte']}>
        <Filters />
      </MemoryRouter>,
    );
    expect(screen.getByText('stage offerte')).toBeTruthy();
    fireEvent.click(screen.getByText('wijzig'));
    expect(address()).toBe('/list?q=dak&customer=3&board=1');
    fireEvent.click(screen.getByText('wis'));
    expect(address()).toBe('/list?board=1');
  });
});

describe('useDebouncedSearch', () => {
  function Search({ onSettle }: { onSettle: (text: string) => void }) {
    const [settled, setSettled] = useState('begin');
    const { typed, setTyped, searchNow } = useDebouncedSearch(
      settled,
      (text) => {
        onSettle(text);
        setSettled(text);
      },
      50,
    );
    return (
      <>
        <input aria-label="zoek" value={typed} onChange={(event) => setTyped(event.target.value)} />
        <button onClick={() => searchNow(typed)}>zoek nu</button>
        <button onClick={() => setSettled('van elders')}>link</button>
      </>
    );
  }

  it('searches once typing pauses, at once when cleared or asked, and follows a search from elsewhere', async () => {
    const settled = jest.fn();
    render(<Search onSettle={settled} />);
    const box = screen.getByLabelText<HTMLInputElement>('zoek');
    fireEvent.change(box, { target: { value: 'd' } });
    fireEvent.change(box, { target: { value: 'dak' } });
    expect(settled).not.toHaveBeenCalled();
    await waitFor(() => expect(settled).toHaveBeenCalledWith('dak'), { timeout: 10_000 });
    expect(settled).toHaveBeenCalledTimes(1);

    fireEvent.change(box, { target: { value: '' } });
    expect(settled).toHaveBeenLastCalledWith('');

    fireEvent.change(box, { target: { value: 'goot' } });
    fireEvent.click(screen.getByText('zoek nu'));
    expect(settled).toHaveBeenLastCalledWith('goot');

    act(() => screen.getByText('link').click());
    expect(box.value).toBe('van elders');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toHaveBeenCalledTimes(3);
  });
});

describe('useRowLink', () => {
  function Rows() {
    const rowLink = useRowLink<{ id: number }>((row) => `/things/${row.id}`, 'rij');
    const props = rowLink({ id: 5 });
    return (
      <table>
        <tbody>
          <tr {...props}>
            <td>Dakwerken</td>
            <td>
              <a href="mailto:jan@example.be">mail</a>
            </td>
          </tr>
        </tbody>
      </table>
    );
  }

  it("opens the row's page on a click, but not on a control of the row's own", () => {
    render(
      <MemoryRouter initialEntries={['/things']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <Rows />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('Dakwerken').closest('tr')?.className).toBe('rij');
    fireEvent.click(screen.getByText('mail'));
    expect(address()).toBe('/things');
    fireEvent.click(screen.getByText('Dakwerken'));
    expect(address()).toBe('/things/5');
  });
});
