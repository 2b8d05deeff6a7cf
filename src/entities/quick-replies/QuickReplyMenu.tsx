import { ThunderboltOutlined } from '@ant-design/icons';
import { Button, Input, Popover, type InputRef } from 'antd';
import { useRef, useState, type KeyboardEvent } from 'react';
import { t } from '../../i18n/chats';
import { plainExcerpt } from '../../shared/rich-text/plain-text';
import { useGetQuickRepliesQuery, type QuickReply } from './api';
import { contentIn, languagesOf, matchQuickReplies, type ReplyLanguage } from './choose';
import './quick-replies.css';

export interface QuickReplyMenuProps {
  /** The language a title inserts in (the conversation's); NL and EN choose per quick reply. */
  language: ReplyLanguage;
  disabled?: boolean;
  /** Puts the chosen text (sanitized rich text) into the reply. */
  onInsert: (html: string) => void;
}

const LANGUAGE_LABEL = {
  nl: { short: 'chats.quickReply.dutch', insert: 'chats.quickReply.insertDutch' },
  en: { short: 'chats.quickReply.english', insert: 'chats.quickReply.insertEnglish' },
} as const;

/**
 * 'Snelantwoord': a button beside the reply's send button that opens the quick replies, searched
 * by title as one types. Enter in the search inserts the first; arrows walk the list.
 */
export function QuickReplyMenu({ language, disabled, onInsert }: QuickReplyMenuProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const trigger = useRef<HTMLButtonElement>(null);
  const searchInput = useRef<InputRef>(null);
  const list = useRef<HTMLUListElement>(null);
  const { data: quickReplies, isError, refetch } = useGetQuickRepliesQuery();
  const matches = matchQuickReplies(quickReplies ?? [], search);

  const show = (next: boolean) => {
    setOpen(next);
    if (!next) setSearch('');
  };

  const insert = (quickReply: QuickReply, chosen: ReplyLanguage) => {
    show(false);
    onInsert(contentIn(quickReply, chosen));
  };

  const close = () => {
    show(false);
    trigger.current?.focus();
  };

  /** Moves the focus among the titles (from the search: to the first). */
  const focusTitle = (from: EventTarget | null, step: number) => {
    const titles = [...(list.current?.querySelectorAll('.bo-quick-menu__pick') ?? [])];
    const at = titles.indexOf(from as Element);
    const next = at < 0 ? (step > 0 ? 0 : titles.length - 1) : at + step;
    if (next < 0) searchInput.current?.focus();
    else (titles[Math.min(next, titles.length - 1)] as HTMLElement | undefined)?.focus();
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && matches.length > 0) {
      event.preventDefault();
      insert(matches[0], language);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusTitle(null, 1);
    } else if (event.key === 'Escape') {
      close();
    }
  };

  const onTitleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusTitle(event.currentTarget, event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape') {
      close();
    }
  };

  let state = null;
  if (!quickReplies) {
    state = isError ? (
      <div className="bo-quick-menu__state">
        <span>{t('chats.quickReply.loadFailed')}</span>
        <Button size="small" onClick={() => refetch()}>
          {t('chats.quickReply.retry')}
        </Button>
      </div>
    ) : (
      <p className="bo-quick-menu__state">{t('chats.quickReply.loading')}</p>
    );
  } else if (quickReplies.length === 0) {
    state = <p className="bo-quick-menu__state">{t('chats.quickReply.none')}</p>;
  } else if (matches.length === 0) {
    state = <p className="bo-quick-menu__state">{t('chats.quickReply.noMatch', { q: search })}</p>;
  }

  const panel = (
    <div className="bo-quick-menu">
      <Input
        ref={searchInput}
        autoFocus
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={onSearchKey}
        placeholder={t('chats.quickReply.search')}
        aria-label={t('chats.quickReply.search')}
      />
      {state}
      {matches.length > 0 && (
        <ul ref={list} className="bo-quick-menu__list" aria-label={t('chats.quickReply.title')}>
          {matches.map((quickReply) => {
            const languages = languagesOf(quickReply);
            return (
              <li key={quickReply.id} className="bo-quick-menu__item">
                <button
                  type="button"
                  className="bo-quick-menu__pick"
                  onClick={() => insert(quickReply, language)}
                  onKeyDown={onTitleKey}
                >
                  <span className="bo-quick-menu__title">{quickReply.title}</span>
                  <span className="bo-quick-menu__excerpt">
                    {plainExcerpt(contentIn(quickReply, language), 90)}
                  </span>
                </button>
                {languages.length > 1 && (
                  <span className="bo-quick-menu__languages">
                    {languages.map((choice) => (
                      <Button
                        key={choice}
                        size="small"
                        type={choice === language ? 'primary' : 'default'}
                        aria-label={t(LANGUAGE_LABEL[choice].insert, { title: quickReply.title })}
                        onClick={() => insert(quickReply, choice)}
                      >
                        {t(LANGUAGE_LABEL[choice].short)}
                      </Button>
                    ))}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );

  return (
    <Popover
      open={open}
      onOpenChange={show}
      trigger="click"
      placement="topRight"
      content={panel}
      destroyOnHidden
      // The search takes the focus once the panel is there (autoFocus alone may come too early).
      afterOpenChange={(visible) => {
        if (visible) searchInput.current?.focus();
      }}
    >
      <Button
        ref={trigger}
        className="bo-quick-replies__button"
        icon={<ThunderboltOutlined aria-hidden="true" />}
        disabled={disabled}
        aria-expanded={open}
      >
        {t('chats.quickReply.open')}
      </Button>
    </Popover>
  );
}
