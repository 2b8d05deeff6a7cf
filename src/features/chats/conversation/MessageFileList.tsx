import { App } from 'antd';
import { createContext, useContext } from 'react';
import { t } from '../../../i18n/chats';
import { useCan } from '../../../store/permissions';
import { fileSize, openFile } from '../../../shared/chat-files/file-urls';
import { MessageFiles, type MessageFile } from '../../../shared/chat-files/MessageFiles';
import {
  useCreateDocumentFromChatFileMutation,
  useGetChatFileQuery,
  useLazyGetChatFileQuery,
} from '../api';

/** The customer of the conversation shown (null: none linked), whose documents files join. */
export const ChatCustomerContext = createContext<number | null>(null);

/**
 * Keeps a conversation's file among the documents of its customer, in one click; undefined
 * when the conversation has no customer or the account cannot add documents.
 */
function useKeepFile() {
  const customerId = useContext(ChatCustomerContext);
  const mayAdd = useCan('files', 'write');
  const [create] = useCreateDocumentFromChatFileMutation();
  const { message } = App.useApp();
  if (customerId === null || !mayAdd) return undefined;
  return async (file: MessageFile) => {
    const answer = await create({
      fromChatFileInput: { chatFileId: file.id, links: [{ kind: 'customer', id: customerId }] },
    });
    if ('error' in answer) void message.error(t('chats.keepFileFailed', { name: file.name }));
    else void message.success(t('chats.keptFile', { name: file.name }));
  };
}

const urlOf = (data: unknown) => (typeof data === 'string' ? data : undefined);

function Thumbnail({ file }: { file: MessageFile }) {
  const { data } = useGetChatFileQuery({ fileId: file.id, size: 'thumb' });
  const url = urlOf(data);
  return url ? (
    <img className="bo-chat__thumb" src={url} alt={file.name} />
  ) : (
    <span className="bo-chat__thumb bo-chat__thumb--loading" />
  );
}

/**
 * A message's photos (thumbnails) and documents: each opens in the browser's viewer in a new
 * tab, or is saved (docs/product.md § Files in a conversation).
 */
export function MessageFileList({ files }: { files: readonly MessageFile[] }) {
  const [read] = useLazyGetChatFileQuery();
  const keep = useKeepFile();
  return (
    <MessageFiles
      className="bo-chat__files"
      files={files}
      thumbnail={(file) => <Thumbnail file={file} />}
      open={(file, download) =>
        void openFile(file.name, download, async () =>
          urlOf((await read({ fileId: file.id }, true)).data),
        )
      }
      keep={keep && ((file) => void keep(file))}
      labels={{
        open: (name) => t('chats.openFile', { name }),
        download: (name) => t('chats.downloadFile', { name }),
        size: (bytes) => fileSize(bytes, 'nl-BE'),
        keep: (name) => t('chats.keepFile', { name }),
      }}
    />
  );
}
