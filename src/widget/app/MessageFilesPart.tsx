import type { WidgetLanguage, WidgetT } from '../../i18n/widget';
import { fileSize, openFile } from '../../shared/chat-files/file-urls';
import { MessageFiles, type MessageFile } from '../../shared/chat-files/MessageFiles';
import { fileUrlOf, useGetPublicChatFileQuery, useLazyGetPublicChatFileQuery } from './api';
import type { StoredConversation } from './storage';
import './message-files.css';

function Thumbnail({ chat, file }: { chat: StoredConversation; file: MessageFile }) {
  const { data } = useGetPublicChatFileQuery({
    id: chat.id,
    fileId: file.id,
    size: 'thumb',
    'x-chat-token': chat.accessToken,
  });
  const url = fileUrlOf(data);
  return url ? (
    <img className="bo-widget__thumb" src={url} alt={file.name} />
  ) : (
    <span className="bo-widget__thumb bo-widget__thumb--loading" />
  );
}

/** A message's photos and documents, read with the conversation's token (ours or the customer's). */
export default function MessageFilesPart({
  t,
  language,
  chat,
  files,
}: {
  t: WidgetT;
  language: WidgetLanguage;
  chat: StoredConversation;
  files: readonly MessageFile[];
}) {
  const [read] = useLazyGetPublicChatFileQuery();
  const locale = language === 'en' ? 'en-GB' : 'nl-BE';
  return (
    <MessageFiles
      className="bo-widget__files"
      files={files}
      thumbnail={(file) => <Thumbnail chat={chat} file={file} />}
      open={(file, download) =>
        void openFile(file.name, download, async () =>
          fileUrlOf(
            (await read({ id: chat.id, fileId: file.id, 'x-chat-token': chat.accessToken }, true))
              .data,
          ),
        )
      }
      labels={{
        open: (name) => t('widget.openFile', { name }),
        download: (name) => t('widget.downloadFile', { name }),
        size: (bytes) => fileSize(bytes, locale),
      }}
    />
  );
}
