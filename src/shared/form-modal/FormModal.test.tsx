import { act, screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { renderWithProviders } from '../../test/render';
import { FormModal } from './FormModal';
import { screenWait, SCREEN_WAIT_MS } from '../../test/waits';

interface Values {
  name: string;
}

function Host({ onClose, saving = false }: { onClose: () => void; saving?: boolean }) {
  const [form] = Form.useForm<Values>();
  return (
    <FormModal<Values>
      open
      title="Proefformulier"
      form={form}
      initialValues={{ name: 'begin' }}
      onFinish={() => undefined}
      onClose={onClose}
      saving={saving}
    >
      <Form.Item label="Naam" name="name">
        <Input />
      </Form.Item>
    </FormModal>
  );
}

async function renderModal(saving = false) {
  const onClose = jest.fn();
  const { user } = await renderWithProviders(<Host onClose={onClose} saving={saving} />);
  const dialog = screen.getByRole('dialog', { name: 'Proefformulier' });
  return { onClose, user, dialog, name: within(dialog).getByLabelText('Naam') };
}

const confirm = () => screen.findByRole('dialog', { name: 'Wijzigingen weggooien?' }, screenWait);
const confirmGone = () =>
  waitFor(() => expect(screen.queryAllByText('Wijzigingen weggooien?')).toHaveLength(0), {
    timeout: SCREEN_WAIT_MS,
  });

describe('FormModal', () => {
  it('closes an unchanged form at once, by Escape or the close icon', async () => {
    const { onClose, user, dialog } = await renderModal();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryAllByText('Wijzigingen weggooien?')).toHaveLength(0);
  });

  it('closes at once when the change was undone', async () => {
    const { onClose, user, name } = await renderModal();
    await user.type(name, 'x');
    await user.type(name, '{Backspace}');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before throwing a changed form away, and keeps editing by default', async () => {
    const { onClose, user, dialog, name } = await renderModal();
    await user.type(name, ' en verder');

    await user.keyboard('{Escape}');
    const ask = await confirm();
    expect(ask).toHaveTextContent('Wat u invulde, gaat verloren');
    // The safe choice has the focus.
    expect(within(ask).getByRole('button', { name: 'Verder bewerken' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Verder bewerken' }));
    await confirmGone();
    expect(onClose).not.toHaveBeenCalled();
    expect(name).toHaveValue('begin en verder');
    // Editing goes on where it was: the field has the focus again, so Escape reaches the form.
    await waitFor(() => expect(name).toHaveFocus(), screenWait);

    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await user.click(within(await confirm()).getByRole('button', { name: 'Weggooien' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), screenWait);
  });

  it('after keeping on editing from a click outside, the form takes the focus and Escape asks again', async () => {
    const { user, dialog, name } = await renderModal();
    await user.type(name, ' en verder');
    act(() => name.blur());
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await user.click(within(await confirm()).getByRole('button', { name: 'Verder bewerken' }));
    await confirmGone();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true), {
      timeout: SCREEN_WAIT_MS,
    });
    await user.keyboard('{Escape}');
    expect(await confirm()).toBeInTheDocument();
  });

  it('closes from the cancel button without asking: that is a choice already', async () => {
    const { onClose, user, dialog, name } = await renderModal();
    await user.type(name, '!');
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryAllByText('Wijzigingen weggooien?')).toHaveLength(0);
  });

  it('cannot be closed while saving', async () => {
    const { onClose, user, dialog } = await renderModal(true);
    expect(within(dialog).getByRole('button', { name: 'Sluiten' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Naam')).toBeDisabled();
  });
});
