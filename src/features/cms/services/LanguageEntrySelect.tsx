import { PlusOutlined } from '@ant-design/icons';
import { Button, Select, Space, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { t } from '../../../i18n/services';
import {
  useGetLanguageEntriesQuery,
  type LanguageEntry,
} from '../../../entities/language-entries/api';
import { LanguageEntryModal } from '../../../entities/language-entries/LanguageEntryModal';
import { plainTranslations } from './service-text';

/** Lower case without accents: 'Één' finds 'een', 'dak' finds 'Dakwerken'. */
function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

interface EntryOption {
  value: number;
  /** What the closed select shows and screen readers read: 'Dutch / English'. */
  label: string;
  entry: LanguageEntry;
  dutch: string;
  english: string;
  /** Name, group and both texts, searchable. */
  search: string;
}

function optionOf(entry: LanguageEntry): EntryOption {
  const { dutch, english } = plainTranslations(entry);
  return {
    value: entry.id,
    label: [dutch || '—', english || '—'].join(' / '),
    entry,
    dutch,
    english,
    search: searchable([entry.name, entry.group, dutch, english].join(' ')),
  };
}

/** How well an option matches a search: 0 when one of its texts starts with it, 1 its name, 2 else. */
function rank(option: EntryOption, search: string): number {
  const wanted = searchable(search.trim());
  if (!wanted) return 0;
  if (
    searchable(option.dutch).startsWith(wanted) ||
    searchable(option.english).startsWith(wanted)
  ) {
    return 0;
  }
  return searchable(option.entry.name).startsWith(wanted) ? 1 : 2;
}

export interface LanguageEntrySelectProps {
  /** The chosen entry's id. */
  value?: number;
  onChange?: (id: number) => void;
  /** The field's name ('Titel'), for the 'new text' button. */
  field: string;
  /**
   * Entries the form already knows (the service's own title, say): shown by their texts even
   * before the list is read, or when it cannot be.
   */
  known?: LanguageEntry[];
  /** From antd's Form.Item: the select's id and state. */
  id?: string;
  status?: '' | 'error' | 'warning';
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  disabled?: boolean;
}

/**
 * A language entry picked by searching its name, group or texts (docs/product.md § Services: a service's title
 * and description, a block's title and body). Each option shows the entry's name and its
 * 'Dutch / English' texts. A missing text is made on the spot: 'new text' opens the language
 * form in a modal over this one, and the new entry is chosen once saved.
 */
export function LanguageEntrySelect({
  value,
  onChange,
  field,
  known = [],
  id,
  status,
  disabled,
  ...aria
}: LanguageEntrySelectProps) {
  const { data: entries, isLoading, isError } = useGetLanguageEntriesQuery();
  // Entries made here: chosen at once, before the list is read again.
  const [created, setCreated] = useState<LanguageEntry[]>([]);
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  // The text searched for when 'new text' was chosen: the new entry's name to start from.
  const [newName, setNewName] = useState('');
  const [opening, setOpening] = useState(0);

  const options = useMemo(() => {
    const byId = new Map<number, LanguageEntry>();
    for (const entry of [...known, ...created, ...(entries ?? [])]) byId.set(entry.id, entry);
    return [...byId.values()]
      .sort((a, b) => a.group.localeCompare(b.group, 'nl') || a.name.localeCompare(b.name, 'nl'))
      .map(optionOf);
  }, [known, created, entries]);

  const groups = useMemo(
    () => [...new Set((entries ?? []).map((entry) => entry.group))].sort(),
    [entries],
  );

  const startCreating = () => {
    setOpening((count) => count + 1);
    setNewName(search.trim());
    setCreating(true);
  };

  let notFound = t('services.entry.none');
  if (isLoading) notFound = t('services.entry.loading');
  else if (isError) notFound = t('services.entry.loadFailed');

  return (
    <>
      <Space.Compact block className="bo-entry-select">
        <Select<number, EntryOption>
          id={id}
          value={value}
          onChange={(chosen) => onChange?.(chosen)}
          options={options}
          status={status}
          disabled={disabled}
          loading={isLoading}
          placeholder={t('services.entry.placeholder')}
          aria-invalid={aria['aria-invalid']}
          aria-describedby={aria['aria-describedby']}
          showSearch={{
            filterOption: (input, option) =>
              Boolean(option?.search.includes(searchable(input.trim()))),
            // Texts that start with what was typed first, then names, then the rest.
            filterSort: (a, b, { searchValue }) => rank(a, searchValue) - rank(b, searchValue),
            onSearch: setSearch,
          }}
          notFoundContent={notFound}
          optionRender={({ data }) => (
            <div className="bo-entry-option">
              <div className="bo-entry-option__name">
                {data.entry.name}
                <span className="bo-entry-option__group">{data.entry.group}</span>
              </div>
              <div className="bo-entry-option__texts">
                <span lang="nl">{data.dutch || '—'}</span>
                <span aria-hidden="true"> / </span>
                <span lang="en">{data.english || '—'}</span>
              </div>
            </div>
          )}
          popupRender={(menu) => (
            <>
              {menu}
              <div className="bo-entry-select__footer">
                <Button
                  type="link"
                  icon={<PlusOutlined />}
                  // The select would take the focus back and close before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={startCreating}
                >
                  {t('services.entry.new')}
                </Button>
              </div>
            </>
          )}
          popupMatchSelectWidth={480}
          classNames={{ popup: { root: 'bo-entry-select__popup' } }}
        />
        <Tooltip title={t('services.entry.new')}>
          <Button
            icon={<PlusOutlined />}
            aria-label={t('services.entry.newFor', { field })}
            onClick={startCreating}
            disabled={disabled}
          />
        </Tooltip>
      </Space.Compact>
      <LanguageEntryModal
        key={opening}
        entry={creating ? 'new' : null}
        groups={groups}
        initialName={newName}
        initialGroup={t('services.entry.group')}
        onClose={() => setCreating(false)}
        onSaved={(_group, entry) => {
          setCreated((list) => [...list, entry]);
          setCreating(false);
          onChange?.(entry.id);
        }}
      />
    </>
  );
}
