import { screen } from '@testing-library/react';
import { Button } from 'antd';
import { useState } from 'react';
import { renderWithProviders } from '../../test/render';
import { screenWait } from '../../test/waits';
import { useWrite, type Written } from './use-write';

/** A button whose write answers `answer` (or is refused with `refusal`); shows what it got. */
function Host({ answer, refusal }: { answer?: { id: number }; refusal?: unknown }) {
  const write = useWrite();
  const [got, setGot] = useState<Written<{ id: number }> | 'nothing yet'>('nothing yet');
  const click = async () =>
    setGot(
      await write(
        () => (refusal ? Promise.reject(refusal) : Promise.resolve(answer!)),
        ({ id }) => `Opgeslagen als ${id}`,
      ),
    );
  return (
    <>
      <Button onClick={() => void click()}>Bewaren</Button>
      <output>{JSON.stringify(got) ?? 'geweigerd'}</output>
    </>
  );
}

test('a write that went through says so, with a text made from its answer, and hands the answer on', async () => {
  const { user } = await renderWithProviders(<Host answer={{ id: 7 }} />);
  await user.click(screen.getByRole('button', { name: 'Bewaren' }));
  expect(await screen.findByText('Opgeslagen als 7', {}, screenWait)).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('{"value":{"id":7}}');
});

test('a refused write shows why in Dutch and answers undefined, with no success text', async () => {
  const { user } = await renderWithProviders(
    <Host
      refusal={{ status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'gone' } }}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Bewaren' }));
  expect(
    await screen.findByText('Dit item bestaat niet (meer).', {}, screenWait),
  ).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('geweigerd');
  expect(screen.queryByText(/Opgeslagen als/)).not.toBeInTheDocument();
});
