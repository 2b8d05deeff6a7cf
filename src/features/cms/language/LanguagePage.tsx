import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Collapse, Empty, Result, Skeleton, Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { t } from '../../../i18n/language';
import { RichText } from '../../../shared/rich-text';
import { useGetLanguageEntriesQuery, type LanguageEntry } from './api';
import { groupEntries } from './group-entries';
import { LanguageEntryModal } from '../../../shared/language-entries/LanguageEntryModal';
import './language.css';

const countOf = (count: number) =>
  count === 1 ? t('language.countOne') : t('language.countMany', { count });
const groupsOf = (count: number) =>
  count === 1 ? t('language.groupsOne') : t('language.groupsMany', { count });

function Translation({ lang, label, html }: { lang: 'nl' | 'en'; label: string; html: string }) {
  return (
    <div className="bo-language__translation">
      <abbr className="bo-language__flag" title={label}>
        {lang.toUpperCase()}
      </abbr>
      {html ? (
        <RichText html={html} lang={lang} compact className="bo-language__text" />
      ) : (
        <span className="bo-language__missing">{t('language.noTranslation')}</span>
      )}
    </div>
  );
}

function EntryRow({ entry, onEdit }: { entry: LanguageEntry; onEdit: () => void }) {
  return (
    <li className="bo-language__row">
      <div className="bo-language__name">{entry.name}</div>
      <div className="bo-language__translations">
        <Translation lang="nl" label={t('language.dutch')} html={entry.translationDutch} />
        <span className="bo-language__slash" aria-hidden="true">
          /
        </span>
        <Translation lang="en" label={t('language.english')} html={entry.translationEnglish} />
      </div>
      <Tooltip title={t('language.edit')}>
        <Button
          type="text"
          icon={<EditOutlined />}
          aria-label={t('language.editEntry', { name: entry.name })}
          onClick={onEdit}
        />
      </Tooltip>
    </li>
  );
}

/** /cms/language (seed-spec §2): the translatable texts in collapsible groups, edited in a modal. */
export default function LanguagePage() {
  const { data: entries, isLoading, isError, refetch } = useGetLanguageEntriesQuery();
  const groups = useMemo(() => groupEntries(entries ?? []), [entries]);
  const [openGroups, setOpenGroups] = useState<string[]>([]);
  const [editing, setEditing] = useState<LanguageEntry | 'new' | null>(null);
  // Every opening gets a fresh form: a form store outlives its modal's contents.
  const [opening, setOpening] = useState(0);
  const edit = (entry: LanguageEntry | 'new') => {
    setOpening((count) => count + 1);
    setEditing(entry);
  };

  const saved = (group: string) => {
    setEditing(null);
    // The saved entry's group opens, so the change can be seen.
    setOpenGroups((open) => (open.includes(group) ? open : [...open, group]));
  };

  let body;
  if (isLoading) {
    body = (
      <Card>
        <Skeleton active />
      </Card>
    );
  } else if (isError && !entries) {
    body = (
      <Card>
        <Result
          status="warning"
          title={t('language.loadFailed')}
          extra={<Button onClick={() => refetch()}>{t('session.retry')}</Button>}
        />
      </Card>
    );
  } else if (groups.length === 0) {
    body = (
      <Card>
        <Empty description={t('language.empty')} />
      </Card>
    );
  } else {
    body = (
      <Collapse
        className="bo-language__groups"
        activeKey={openGroups}
        onChange={(keys) => setOpenGroups(([] as string[]).concat(keys))}
        items={groups.map(({ group, entries: members }) => ({
          key: group,
          label: <span className="bo-language__group">{group}</span>,
          extra: <Tag className="bo-language__count">{countOf(members.length)}</Tag>,
          children: (
            <ul className="bo-language__rows" aria-label={group}>
              {members.map((entry) => (
                <EntryRow key={entry.id} entry={entry} onEdit={() => edit(entry)} />
              ))}
            </ul>
          ),
        }))}
      />
    );
  }

  return (
    <div className="bo-language">
      <div className="bo-language__bar">
        <span className="bo-language__summary">
          {entries?.length
            ? t('language.summary', {
                entries: countOf(entries.length),
                groups: groupsOf(groups.length),
              })
            : null}
        </span>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => edit('new')}>
          {t('language.new')}
        </Button>
      </div>
      {body}
      <LanguageEntryModal
        key={opening}
        entry={editing}
        groups={groups.map(({ group }) => group)}
        onClose={() => setEditing(null)}
        onSaved={saved}
      />
    </div>
  );
}
