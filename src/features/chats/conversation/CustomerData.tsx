import { skipToken, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { App, Button, Form, Input, Modal, Result, Skeleton, Tag, type InputRef } from 'antd';
import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { t } from '../../../i18n/chats';
import { dayjs, formatTimestamp } from '../../../shared/dates';
import { formatCount } from '../../../shared/numbers';
import { errorText } from '../../../store/errors';
import { withReference } from '../../../shared/ErrorReference';
import {
  useEraseCustomerDataMutation,
  useGetCustomerDataQuery,
  useLazyExportCustomerDataQuery,
  type CustomerData as CustomerDataAnswer,
} from '../api';

/** Two addresses are the same customer's when they agree without case and outer spaces. */
export function sameAddress(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}

/** The export's file name: `klantgegevens-{email}-{YYYY-MM-DD}.zip`, the day of the export (UTC). */
export function exportFileName(data: Pick<CustomerDataAnswer, 'email' | 'exportedAt'>): string {
  // Characters no file system takes in a name (an address may hold a few of them).
  const email = data.email.trim().replace(/[\\/:*?"<>|\s]/g, '_');
  const day = dayjs.utc(data.exportedAt);
  return `klantgegevens-${email}-${(day.isValid() ? day : dayjs.utc()).format('YYYY-MM-DD')}.zip`;
}

/** Hands the file at `url` (an object URL) to the browser as a download named `name`. */
function download(url: string, name: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // After the click's download has taken the file: some browsers read the URL a moment later.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export interface CustomerDataProps {
  /** The customer's address, as the conversation holds it. */
  email: string;
  /** The customer's name, last name first. */
  name: string;
  /** The conversation on screen: marked in the list, and erased along with the rest. */
  chatId: number;
  /**
   * Told just before the erasure is sent (true: stop reading the conversation, which it removes)
   * and when it failed (false).
   */
  onErasing?: (erasing: boolean) => void;
}

/**
 * The customer panel's 'Gegevens van deze klant' (docs/product.md § Conversation): every
 * conversation started with the customer's address, to export as JSON or to erase for good.
 */
export function CustomerData({ email, name, chatId, onErasing }: CustomerDataProps) {
  const [open, setOpen] = useState(false);
  const [erasing, setErasing] = useState(false);
  const close = () => {
    if (!erasing) setOpen(false);
  };
  return (
    <>
      <Button className="bo-chat__customer-data" onClick={() => setOpen(true)}>
        {t('chats.customerData')}
      </Button>
      <Modal
        open={open}
        title={t('chats.customerDataTitle', { name: name || email })}
        onCancel={close}
        closable={!erasing}
        mask={{ closable: !erasing }}
        keyboard={!erasing}
        footer={null}
        width={640}
        destroyOnHidden
        className="bo-customer-data"
      >
        {open && (
          <CustomerDataBody
            email={email}
            chatId={chatId}
            onClose={close}
            onErasing={(now) => {
              setErasing(now);
              onErasing?.(now);
            }}
          />
        )}
      </Modal>
    </>
  );
}

function CustomerDataBody({
  email,
  chatId,
  onClose,
  onErasing,
}: {
  email: string;
  chatId: number;
  onClose: () => void;
  onErasing: (erasing: boolean) => void;
}) {
  const { message } = App.useApp();
  const [confirming, setConfirming] = useState(false);
  const [erased, setErased] = useState(false);
  // Read on each opening (no-store data), and not again once erased: the modal is on its way out.
  const { currentData, error, isError, isFetching, refetch } = useGetCustomerDataQuery(
    erased ? skipToken : { email },
    { refetchOnMountOrArgChange: true },
  );

  const [readExport, { isFetching: exporting }] = useLazyExportCustomerDataQuery();
  // The ZIP the server streams (the JSON document and every file): saved as it arrived.
  const exportData = async () => {
    if (!currentData) return;
    const answer = await readExport({ email });
    const url: unknown = answer.data;
    if (answer.error || typeof url !== 'string') {
      const error = answer.error as FetchBaseQueryError | undefined;
      message.error(withReference(t('chats.exportFailed', { reason: errorText(error) }), error));
      return;
    }
    download(url, exportFileName(currentData));
    message.success(t('chats.exported'));
  };

  let body;
  if (currentData) {
    const count = currentData.chats.length;
    body = (
      <>
        <p className="bo-customer-data__summary">
          {count === 1
            ? t('chats.customerChatsOne', { email: currentData.email })
            : t('chats.customerChats', { count: formatCount(count), email: currentData.email })}
        </p>
        <ul className="bo-customer-data__list" aria-label={t('chats.customerChatList')}>
          {currentData.chats.map((chat) => {
            const current = chat.id === chatId;
            const messages = chat.messageCount ?? chat.messages.length;
            return (
              <li key={chat.id} className="bo-customer-data__chat">
                <Link
                  to={`/chats/${chat.id}`}
                  aria-current={current ? 'page' : undefined}
                  onClick={onClose}
                  className="bo-customer-data__subject"
                >
                  {chat.subject}
                </Link>
                {current && <Tag className="bo-customer-data__current">{t('chats.thisChat')}</Tag>}
                <span className="bo-customer-data__meta">
                  <time dateTime={chat.timeStamp}>{formatTimestamp(chat.timeStamp)}</time>
                  {' · '}
                  {messages === 1
                    ? t('chats.messageCountOne')
                    : t('chats.messageCount', { count: formatCount(messages) })}
                </span>
              </li>
            );
          })}
        </ul>
      </>
    );
  } else if (isError) {
    body = (
      <Result
        status="warning"
        title={t('chats.customerDataFailed')}
        subTitle={errorText(error)}
        extra={
          <Button loading={isFetching} onClick={() => refetch()}>
            {t('session.retry')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <div role="status" aria-label={t('chats.customerDataLoading')}>
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      </div>
    );
  }

  return (
    <>
      {body}
      <div className="bo-customer-data__actions">
        <Button onClick={onClose}>{t('chats.close')}</Button>
        <Button disabled={!currentData} loading={exporting} onClick={() => void exportData()}>
          {t('chats.export')}
        </Button>
        <Button danger disabled={!currentData} onClick={() => setConfirming(true)}>
          {t('chats.erase')}
        </Button>
      </div>
      <EraseConfirmation
        open={confirming && currentData !== undefined}
        email={currentData?.email ?? email}
        count={currentData?.chats.length ?? 0}
        onCancel={() => setConfirming(false)}
        onErasing={onErasing}
        onErased={() => setErased(true)}
      />
    </>
  );
}

/** The second, deliberate step: the address typed again, then 'Definitief wissen'. */
function EraseConfirmation({
  open,
  email,
  count,
  onCancel,
  onErasing,
  onErased,
}: {
  open: boolean;
  email: string;
  count: number;
  onCancel: () => void;
  onErasing: (erasing: boolean) => void;
  onErased: () => void;
}) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const inputId = useId();
  const input = useRef<InputRef>(null);
  const [typed, setTyped] = useState('');
  const [eraseCustomerData, { isLoading }] = useEraseCustomerDataMutation();
  const matches = sameAddress(typed, email);

  const erase = async () => {
    if (!matches || isLoading) return;
    onErasing(true);
    let result;
    try {
      result = await eraseCustomerData({ email }).unwrap();
    } catch (failure) {
      const error = failure as FetchBaseQueryError;
      message.error(withReference(t('chats.eraseFailed', { reason: errorText(error) }), error));
      onErasing(false);
      return;
    }
    onErased();
    message.success(
      t('chats.erased', {
        chats:
          result.chats === 1
            ? t('chats.chatCountOne')
            : t('chats.chatCount', { count: formatCount(result.chats) }),
        messages:
          result.messages === 1
            ? t('chats.messageCountOne')
            : t('chats.messageCount', { count: formatCount(result.messages) }),
      }),
    );
    // The conversation on screen was this customer's: it is gone.
    navigate('/chats', { replace: true });
  };

  return (
    <Modal
      open={open}
      title={t('chats.eraseTitle')}
      onCancel={() => {
        if (!isLoading) onCancel();
      }}
      closable={!isLoading}
      mask={{ closable: !isLoading }}
      keyboard={!isLoading}
      okText={t('chats.eraseConfirm')}
      cancelText={t('chats.deleteCancel')}
      okButtonProps={{ danger: true, disabled: !matches, loading: isLoading }}
      cancelButtonProps={{ disabled: isLoading }}
      onOk={() => void erase()}
      // The dialog takes the focus as it opens; then the input does, where the step starts.
      afterOpenChange={(opened) => {
        if (opened) input.current?.focus();
      }}
      afterClose={() => setTyped('')}
      destroyOnHidden
      width={480}
    >
      <p>
        {count === 1
          ? t('chats.eraseContentOne', { email })
          : t('chats.eraseContent', { count: formatCount(count), email })}
      </p>
      <Form layout="vertical" component="div">
        <Form.Item label={t('chats.eraseEmail')} htmlFor={inputId} style={{ marginBottom: 0 }}>
          <Input
            id={inputId}
            ref={input}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onPressEnter={() => void erase()}
            autoComplete="off"
            spellCheck={false}
            disabled={isLoading}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
