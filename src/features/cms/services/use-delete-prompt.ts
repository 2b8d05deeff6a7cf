import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { selectIsSignedIn } from '../../../store/session';

/** A generated delete mutation's trigger, as `useRemove…Mutation()[0]` gives it. */
type RemoveById = (arg: { id: number }) => { unwrap: () => Promise<unknown> };

/**
 * The rows' slide-in delete prompt: which row asks, which is deleting, and the delete itself,
 * followed by `deleted` as a message. Without a signed-in user confirming does nothing
 * (docs/product.md § Services). A failed delete keeps the row; the failure's notification says why.
 */
export function useDeletePrompt(remove: RemoveById, deleted: string) {
  const { message } = App.useApp();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [asking, setAsking] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  const decline = useCallback(() => setAsking(null), []);
  const confirm = useCallback(
    async (id: number) => {
      if (!signedIn) {
        setAsking(null);
        return;
      }
      setDeleting(id);
      try {
        await remove({ id }).unwrap();
        message.success(deleted);
      } catch {
        // Said by the failure's notification.
      } finally {
        setDeleting(null);
        setAsking(null);
      }
    },
    [signedIn, remove, deleted, message],
  );

  return { asking, deleting, ask: setAsking, decline, confirm };
}
