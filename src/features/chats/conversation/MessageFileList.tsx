import { t } from '../../../i18n/chats';
import { fileSize, openFile } from '../../../shared/chat-files/file-urls';
import { MessageFiles, type MessageFile } from '../../../shared/chat-files/MessageFiles';
import { useGetChatFileQuery, useLazyGetChatFileQuery } from '../api';

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
      labels={{
        open: (name) => t('chats.openFile', { name }),
        download: (name) => t('chats.downloadFile', { name }),
        size: (bytes) => fileSize(bytes, 'nl-BE'),
      }}
    />
  );
}
