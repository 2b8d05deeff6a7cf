import { App } from 'antd';
import { errorText } from '../../store/errors';
import { openFile } from './file-urls';

/** What a lazy file query's trigger answers: an object URL, or the refusal. */
type Read = PromiseLike<{ data?: unknown; error?: unknown }>;

/**
 * Saves a file read with the session (an endpoint answered as an object URL, file-urls.ts) under
 * `name`; a refusal shows its Dutch reason as a message. `trigger` is the lazy query's, asked to
 * use what is cached.
 */
export function useDownload<Arg>(trigger: (arg: Arg, preferCacheValue: boolean) => Read) {
  const { message } = App.useApp();
  return (name: string, arg: Arg) =>
    void openFile(name, true, async () => {
      const read = await trigger(arg, true);
      if (read.error) message.error(errorText(read.error as never));
      return read.data as string | undefined;
    });
}
