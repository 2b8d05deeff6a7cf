import type { ReactNode } from 'react';
import { t } from '../../../i18n/chats';
import type { Author } from '../api';
import { authorName } from '../chat-state';
import { CustomerData } from './CustomerData';

/** A tel: address: the digits and a leading +, without the spaces and dots people write. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="bo-chat__fact">
      <dt>{label}</dt>
      <dd>{children ?? <span className="bo-chat__not-given">{t('chats.notGiven')}</span>}</dd>
    </div>
  );
}

export interface AuthorBlockProps {
  author: Author;
  /** A link in one of our mails to this address opened the conversation (Chat.emailConfirmed). */
  emailConfirmed: boolean;
  /** The conversation shown, for the customer's data (marked there, erased with the rest). */
  chatId: number;
  /** Told when the customer's data is about to be erased (true) and when that failed (false). */
  onErasing?: (erasing: boolean) => void;
  /** The way to the customer's data, for a role with the chats (default). */
  customerData?: boolean;
}

/**
 * Who started the conversation (docs/product.md § Conversation): name, e-mail, phone and address;
 * with an address, a way to the data of all that customer's conversations. An address nobody
 * confirmed yet says so: anyone can start a conversation with someone else's.
 */
export function AuthorBlock({
  author,
  emailConfirmed,
  chatId,
  onErasing,
  customerData = true,
}: AuthorBlockProps) {
  const name = authorName(author).trim();
  // Optional fields may arrive empty (or, from an older server, missing).
  const email = (author.email ?? '').trim();
  const phone = (author.phone ?? '').trim();
  const address = (author.address ?? '').trim();
  const tel = phone ? telHref(phone) : null;
  return (
    <section className="bo-chat__panel bo-chat__author" aria-labelledby="bo-chat-author">
      <h2 id="bo-chat-author" className="bo-chat__panel-title">
        {t('chats.author')}
      </h2>
      <dl className="bo-chat__facts-list">
        <Fact label={t('chats.name')}>{name || null}</Fact>
        <Fact label={t('chats.email')}>
          {email ? (
            <>
              <a href={`mailto:${email}`}>{email}</a>
              {!emailConfirmed && (
                <span className="bo-chat__unconfirmed" title={t('chats.emailUnconfirmedHint')}>
                  {t('chats.emailUnconfirmed')}
                </span>
              )}
            </>
          ) : null}
        </Fact>
        <Fact label={t('chats.phone')}>
          {phone ? tel ? <a href={tel}>{phone}</a> : phone : null}
        </Fact>
        <Fact label={t('chats.address')}>
          {address ? <span className="bo-chat__address">{address}</span> : null}
        </Fact>
      </dl>
      {email && customerData && (
        <CustomerData email={email} name={name} chatId={chatId} onErasing={onErasing} />
      )}
    </section>
  );
}
