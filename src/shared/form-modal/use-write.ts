import { App } from 'antd';
import { useCallback } from 'react';
import { errorText } from '../../store/errors';

/** What a write answered, or undefined when it was refused (and the refusal was shown). */
export type Written<T> = { value: T } | undefined;

/**
 * A write made from a form or a button: awaited, its `success` text shown when it went through
 * (a text, or one made from the answer), a refusal shown in Dutch (`errorText`) and answered as
 * undefined, so that a form stays open with what was typed.
 */
export function useWrite() {
  const { message } = App.useApp();
  return useCallback(
    async <T>(
      call: () => Promise<T>,
      success?: string | ((value: T) => string),
    ): Promise<Written<T>> => {
      try {
        const value = await call();
        if (success) message.success(typeof success === 'string' ? success : success(value));
        return { value };
      } catch (failure) {
        message.error(errorText(failure as Parameters<typeof errorText>[0]));
        return undefined;
      }
    },
    [message],
  );
}
