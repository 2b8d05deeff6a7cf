import { App } from 'antd';
import { t } from '../../i18n/vehicles';
import { errorText } from '../../store/errors';

/**
 * Removes something of a vehicle (a reading, a trip) after a confirmation that names it, with
 * the cancel button focused; says so when done, or shows the server's refusal.
 */
export function useConfirmedRemoval() {
  const { message, modal } = App.useApp();
  return async (
    { title, content, done }: { title: string; content: string; done: string },
    remove: () => Promise<unknown>,
  ) => {
    const confirmed = await modal.confirm({
      title,
      content,
      okText: t('vehicle.readingRemoveOk'),
      cancelText: t('vehicle.cancel'),
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
    });
    if (!confirmed) return;
    try {
      await remove();
      message.success(done);
    } catch (error) {
      message.error(errorText(error as Parameters<typeof errorText>[0]));
    }
  };
}
