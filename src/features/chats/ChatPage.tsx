import { skipToken, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { App } from 'antd';
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { t } from '../../i18n/chats';
import { errorText } from '../../store/errors';
import { withReference } from '../../shared/ErrorReference';
import { useAppSelector } from '../../store/hooks';
import { useCan } from '../../store/permissions';
import { selectIsSignedIn } from '../../store/session';
import {
  useGetChatPresenceQuery,
  useGetChatQuery,
  useRemoveChatMutation,
  useSetChatStatusMutation,
  type Chat,
} from './api';
import { CHATS_POLL_MS, PRESENCE_POLL_MS, useLiveOpen } from './live';
import { AuthorBlock } from './conversation/AuthorBlock';
import { ChatAppointments } from './conversation/ChatAppointments';
import { ChatCustomer } from './conversation/ChatCustomer';
import { ChatHeader } from './conversation/ChatHeader';
import { ChatLoadFailed, ChatLoading, ChatNotFound } from './conversation/ChatStates';
import { MessageList } from './conversation/MessageList';
import { ChatCustomerContext } from './conversation/MessageFileList';
import { isOwn, sortMessages } from './conversation/messages';
import { AssigneeSelect } from './conversation/AssigneeSelect';
import { ReplyForm } from './conversation/ReplyForm';
import { useMarkRead } from './conversation/use-mark-read';
import { useShownToServer } from './conversation/use-shown';
import './conversation/conversation.css';
import { isNotFound, useIdParam } from '../../shared/page-hooks/id-param';

/**
 * /chats/:id (docs/product.md § Conversation): the conversation with its customer, oldest message first, a reply
 * form, and a delete that returns to /chats. Shown in a visible window, it is read (useMarkRead). Kept fresh like the list: read again on each event
 * of the staff stream, every 15 s while that stream is down, and on focus. The header says
 * whether the customer has the conversation open in the website's widget now.
 */
export default function ChatPage() {
  const id = useIdParam();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [deleting, setDeleting] = useState(false);
  const [removeChat] = useRemoveChatMutation();
  const [setChatStatus, { isLoading: changingStatus }] = useSetChatStatusMutation();
  // A role that only answers the conversations assigned to it (docs/product.md § Roles) gets
  // those conversations' events, and shows no assigning, closing, linking or removing.
  const manage = useCan('chats');
  const live = useLiveOpen();

  // Not read while deleting: the deletion then drops the cached chat instead of reading the
  // deleted chat again (a 404 and an error notification on the way out). Not read either
  // while signed out under the login modal: the screen stays as it was, reply and all.
  const { currentData, error, isError, isFetching, refetch } = useGetChatQuery(
    id !== null && !deleting && signedIn ? { id } : skipToken,
    {
      // The event stream refreshes it; polled only while the stream is down.
      pollingInterval: live ? 0 : CHATS_POLL_MS,
      skipPollingIfUnfocused: true,
      refetchOnFocus: true,
      refetchOnReconnect: true,
    },
  );

  const { currentData: presence } = useGetChatPresenceQuery(
    id !== null && !deleting && signedIn ? { id } : skipToken,
    { pollingInterval: live ? 0 : PRESENCE_POLL_MS, skipPollingIfUnfocused: true },
  );

  // The last chat shown, for the moments the query is not read (above).
  const [kept, setKept] = useState<Chat>();
  if (currentData && currentData !== kept) setKept(currentData);
  const chat = currentData ?? (kept?.id === id ? kept : undefined);

  // The automatic answer outside opening hours answers nobody: the state follows the last human message.
  const latest = useMemo(
    () => (chat ? sortMessages(chat.messages).findLast((one) => !one.automatic) : undefined),
    [chat],
  );
  // What is shown of this conversation now is read (not the last one kept, or one being deleted).
  useMarkRead(currentData, signedIn && !deleting);
  // Shown here: no notice mail about it for this staff member meanwhile.
  useShownToServer(currentData?.id, signedIn && !deleting);

  const confirmDelete = async () => {
    if (id === null) return;
    const confirmed = await modal.confirm({
      title: t('chats.deleteTitle'),
      content: t('chats.deleteContent'),
      okText: t('chats.deleteConfirm'),
      cancelText: t('chats.deleteCancel'),
      okButtonProps: { danger: true },
      // Deleting a conversation takes a deliberate choice, not an Enter.
      focusable: { autoFocusButton: 'cancel' },
    });
    if (!confirmed) return;
    // Let go of the chat's query before the deletion invalidates it (see above).
    flushSync(() => setDeleting(true));
    try {
      await removeChat({ id }).unwrap();
    } catch (failure) {
      const error = failure as FetchBaseQueryError;
      message.error(withReference(t('chats.deleteFailed', { reason: errorText(error) }), error));
      setDeleting(false);
      return;
    }
    message.success(t('chats.deleted'));
    navigate('/chats', { replace: true });
  };

  const changeStatus = async (status: 'open' | 'closed') => {
    if (id === null) return;
    try {
      await setChatStatus({ id, chatStatusInput: { status } }).unwrap();
      message.success(t(status === 'closed' ? 'chats.closedDone' : 'chats.reopened'));
    } catch (failure) {
      const error = failure as FetchBaseQueryError;
      message.error(withReference(t('chats.statusFailed', { reason: errorText(error) }), error));
    }
  };

  // Erasing the customer's data removes this conversation too: let go of it first, as above.
  const erasing = (now: boolean) => {
    if (now) flushSync(() => setDeleting(true));
    else setDeleting(false);
  };

  let body;
  if (isNotFound(id, { isError, error })) {
    body = <ChatNotFound />;
  } else if (chat) {
    body = (
      <>
        <ChatHeader
          id={chat.id}
          subject={chat.subject}
          waiting={latest !== undefined && !isOwn(latest)}
          customerOnline={presence?.online ?? false}
          status={chat.status}
          changingStatus={changingStatus}
          onStatus={(status) => void changeStatus(status)}
          deleting={deleting}
          onDelete={confirmDelete}
          manage={manage}
        />
        {manage && <AssigneeSelect chatId={chat.id} assignedTo={chat.assignedTo} />}
        <div className="bo-chat__body">
          <section
            className="bo-chat__panel bo-chat__conversation"
            aria-label={t('chats.detailTitle')}
          >
            <ChatCustomerContext.Provider value={chat.customerId}>
              <MessageList messages={chat.messages} />
            </ChatCustomerContext.Provider>
            {/* Keyed by chat: another conversation starts with an empty reply. */}
            <ReplyForm key={chat.id} chatId={chat.id} />
          </section>
          <div className="bo-chat__side">
            <AuthorBlock
              author={chat.author}
              emailConfirmed={chat.emailConfirmed}
              chatId={chat.id}
              onErasing={erasing}
              customerData={manage}
            />
            {manage && <ChatCustomer chat={chat} />}
            {manage && <ChatAppointments chat={chat} />}
          </div>
        </div>
      </>
    );
  } else if (isError) {
    body = <ChatLoadFailed onRetry={() => refetch()} retrying={isFetching} />;
  } else {
    body = <ChatLoading />;
  }

  return <div className="bo-page bo-chat">{body}</div>;
}
