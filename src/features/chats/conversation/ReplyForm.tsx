import { PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { skipToken, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Alert, App, Button, Form, Tag } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { t } from '../../../i18n/chats';
import { useGetQuickRepliesQuery } from '../../../entities/quick-replies/api';
import { replyLanguageOf } from '../../../entities/quick-replies/choose';
import { QuickReplyMenu } from '../../../entities/quick-replies/QuickReplyMenu';
import { useSlashSuggestions } from '../../../entities/quick-replies/use-slash-suggestions';
import { RichTextEditor, type RichTextEditorHandle } from '../../../shared/rich-text';
import { errorText } from '../../../store/errors';
import { useAppSelector } from '../../../store/hooks';
import { useCan } from '../../../store/permissions';
import { chatsApi, useCreateMessageMutation } from '../api';
import { hasText } from './messages';
import { useTypingSignal } from './use-typing-signal';
import { jsonOrFiles } from '../../../shared/json-or-files';
import { ACCEPTED_FILES, MAX_FILES, MAX_FILE_BYTES } from '../../../shared/chat-files/file-urls';

/** docs/product.md § Rich text: a chat reply is a rich-text input of 5 rows. */
export const REPLY_ROWS = 5;

interface ReplyValues {
  content: string;
}

/** A text is required, unless the reply carries files. */
const required = (hasFiles: boolean) => ({
  // The editor reports '' for no text, but a reply of empty paragraphs is no reply either.
  validator: (_rule: unknown, value: string | undefined) =>
    hasText(value) || hasFiles
      ? Promise.resolve()
      : Promise.reject(new Error(t('validation.required'))),
});

/**
 * The reply (docs/product.md § Conversation): a rich-text input and a send button; Ctrl+Enter (Cmd+Enter) sends
 * too. A sent reply empties the input and the conversation reads itself again (the mutation
 * invalidates the chat); a failed one keeps the text and says why. Quick replies go in at the
 * cursor from the 'Snelantwoord' menu, or in place of a typed `/word`, in the conversation's
 * language.
 */
export function ReplyForm({ chatId }: { chatId: number }) {
  const [form] = Form.useForm<ReplyValues>();
  const { message } = App.useApp();
  const [createMessage, { isLoading: sending }] = useCreateMessageMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const addFiles = (list: FileList | null) => {
    const next = [...files, ...Array.from(list ?? [])];
    const tooLarge = next.find((file) => file.size > MAX_FILE_BYTES);
    if (next.length > MAX_FILES) setFailure(t('chats.tooManyFiles'));
    else if (tooLarge) setFailure(t('chats.fileTooLarge', { name: tooLarge.name }));
    else {
      setFailure(null);
      setFiles(next);
    }
  };
  const editor = useRef<RichTextEditorHandle>(null);
  // A second Ctrl+Enter before the first send has an answer sends nothing.
  const busy = useRef(false);
  // The conversation as the screen read it, without a read of its own.
  const selectChat = useMemo(() => chatsApi.endpoints.getChat.select({ id: chatId }), [chatId]);
  const language = replyLanguageOf(useAppSelector(selectChat).data);
  // The team's quick replies are the chats' (a role answering only its own has none).
  const withQuickReplies = useCan('chats');
  const { data: quickReplies } = useGetQuickRepliesQuery(withQuickReplies ? undefined : skipToken);
  const slashAnchor = useRef<HTMLDivElement>(null);
  const slash = useSlashSuggestions({ quickReplies, language, editor, anchor: slashAnchor });
  const typing = useTypingSignal(chatId);

  const send = async ({ content }: ReplyValues) => {
    if (busy.current) return;
    busy.current = true;
    setFailure(null);
    const focused = editor.current?.nativeElement?.contains(document.activeElement) ?? false;
    try {
      // The server records its own clock and sender 'staff' whatever is sent; sent for the spec.
      await createMessage({
        chatId,
        messageInput: jsonOrFiles(
          {
            content: hasText(content) ? content : '',
            sender: 'staff',
            timeStamp: new Date().toISOString(),
          },
          files,
        ),
      }).unwrap();
      form.setFieldsValue({ content: '' });
      setFiles([]);
      typing.sent();
      message.success(t('chats.sent'));
    } catch (error) {
      setFailure(t('chats.sendFailed', { reason: errorText(error as FetchBaseQueryError) }));
    } finally {
      busy.current = false;
    }
    // The input was read-only while sending: whoever was typing carries on typing.
    if (focused) editor.current?.focus();
  };

  return (
    <Form<ReplyValues>
      form={form}
      className="bo-chat__reply"
      layout="vertical"
      requiredMark={false}
      initialValues={{ content: '' }}
      onFinish={send}
      onValuesChange={(changed: Partial<ReplyValues>) => {
        setFailure(null);
        // The customer's widget says a reply is coming (throttled; never the text).
        if (hasText(changed.content)) typing.typed();
      }}
    >
      <div ref={slashAnchor} className="bo-quick-slash-anchor">
        <Form.Item
          name="content"
          label={t('chats.reply')}
          rules={[required(files.length > 0)]}
          extra={
            <>
              <span className="bo-chat__hint">{t('chats.sendHint')}</span>
              {' · '}
              <span className="bo-chat__hint">{t('chats.quickReply.hint')}</span>
            </>
          }
        >
          <RichTextEditor
            ref={editor}
            rows={REPLY_ROWS}
            aria-label={t('chats.reply')}
            placeholder={t('chats.replyPlaceholder')}
            disabled={sending}
            onSubmitShortcut={() => form.submit()}
            onSlashQuery={slash.onSlashQuery}
            onSlashKey={slash.onSlashKey}
          />
        </Form.Item>
        {slash.list}
      </div>
      {files.length > 0 && (
        <div className="bo-chat__chosen">
          {files.map((file, index) => (
            <Tag
              key={`${file.name}-${index}`}
              closable
              closeIcon={<span aria-label={t('chats.removeFile', { name: file.name })}>×</span>}
              onClose={() => setFiles(files.filter((_, i) => i !== index))}
            >
              {file.name}
            </Tag>
          ))}
        </div>
      )}
      {failure && <Alert className="bo-chat__failure" type="error" showIcon title={failure} />}
      <div className="bo-chat__actions">
        <input
          ref={fileInput}
          type="file"
          multiple
          className="bo-chat__file-input"
          tabIndex={-1}
          aria-label={t('chats.attach')}
          accept={ACCEPTED_FILES}
          data-testid="reply-files"
          onChange={(event) => {
            addFiles(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
        <Button
          icon={<PaperClipOutlined aria-hidden="true" />}
          disabled={sending}
          title={t('chats.attachHint')}
          onClick={() => fileInput.current?.click()}
        >
          {t('chats.attach')}
        </Button>
        {withQuickReplies && (
          <QuickReplyMenu
            language={language}
            disabled={sending}
            onInsert={(html) => editor.current?.insertContent(html)}
          />
        )}
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined aria-hidden="true" />}
          loading={sending}
        >
          {t('chats.send')}
        </Button>
      </div>
    </Form>
  );
}
