import { Fragment, type ReactNode } from 'react';
import { t } from '../../i18n/history';
import { useGetEmployeesQuery } from '../appointments/api';
import { formatBrussels } from '../../shared/brussels';
import { Picture, StaffImage } from '../../shared/image-input';
import { plainExcerpt } from '../../shared/rich-text/plain-text';
import type { ContentKind, LanguageEntry } from './api';
import { plainLines } from './plain-lines';
import {
  FIELDS,
  changedFields,
  idOf,
  keyOf,
  keysOf,
  photoChanges,
  textOf,
  type FieldSpec,
} from './version-fields';
import { wordDiff } from './word-diff';

type Data = Record<string, unknown>;

/** The language entries by id, to name the texts a version refers to; undefined while loading. */
export type EntriesById = ReadonlyMap<number, LanguageEntry> | undefined;

/** Text only one version has, marked for eyes (colour, line) and for screen readers (words). */
function Removed({ children, block = false }: { children: ReactNode; block?: boolean }) {
  return (
    <del className={block ? 'bo-history__del bo-history__del--block' : 'bo-history__del'}>
      <span className="bo-sr-only">{t('history.removedText')} </span>
      {children}
    </del>
  );
}

function Added({ children, block = false }: { children: ReactNode; block?: boolean }) {
  return (
    <ins className={block ? 'bo-history__ins bo-history__ins--block' : 'bo-history__ins'}>
      <span className="bo-sr-only">{t('history.addedText')} </span>
      {children}
    </ins>
  );
}

/** 'old → new', the arrow read as a word. */
function Became({ before, after }: { before: ReactNode; after: ReactNode }) {
  return (
    <span className="bo-history__became">
      <Removed>{before}</Removed>
      <span className="bo-history__arrow" aria-hidden="true">
        →
      </span>
      <span className="bo-sr-only"> {t('history.changedTo')} </span>
      <Added>{after}</Added>
    </span>
  );
}

const plainOf = (value: unknown, rich: boolean) =>
  rich ? plainLines(textOf(value)) : textOf(value).trim();

/** A text compared word by word, as plain text: deleted words struck through, added underlined. */
function TextChange({ before, after, rich }: { before: unknown; after: unknown; rich: boolean }) {
  const old = plainOf(before, rich);
  const next = plainOf(after, rich);
  if (old === next) return <span className="bo-history__note">{t('history.formatOnly')}</span>;
  const { parts, whole } = wordDiff(old, next);
  if (whole) {
    return (
      <>
        <span className="bo-history__note">{t('history.tooLong')}</span>
        <Removed block>{old}</Removed>
        <Added block>{next}</Added>
      </>
    );
  }
  return (
    <p className="bo-history__text">
      {parts.map((part, index) => {
        if (part.kind === 'removed') return <Removed key={index}>{part.text}</Removed>;
        if (part.kind === 'added') return <Added key={index}>{part.text}</Added>;
        return <Fragment key={index}>{part.text}</Fragment>;
      })}
      {next === '' && <span className="bo-history__note"> ({t('history.emptyText')})</span>}
    </p>
  );
}

/** A language entry a version refers to: its Dutch text (or its name), with its name beside. */
function EntryText({ id, entries }: { id: number | null; entries: EntriesById }) {
  if (id === null) return <>{t('history.emptyText')}</>;
  if (!entries) return <>…</>;
  const entry = entries.get(id);
  if (!entry) return <>{t('history.deletedEntry', { id })}</>;
  const dutch = plainExcerpt(entry.translationDutch, 120);
  return (
    <>
      {dutch || entry.name}
      {dutch && (
        <>
          {' '}
          <span className="bo-history__entry-name">{entry.name}</span>
        </>
      )}
    </>
  );
}

function Thumb({ imageKey, alt }: { imageKey: string; alt: string }) {
  return (
    <Picture
      image={`/api/images/${encodeURIComponent(imageKey)}`}
      alt={alt}
      size="thumb"
      sizes="72px"
      className="bo-history__thumb"
    />
  );
}

function ImageValue({ imageKey, alt }: { imageKey: string | null; alt: string }) {
  return imageKey ? <Thumb imageKey={imageKey} alt={alt} /> : <>{t('history.noImage')}</>;
}

/**
 * A photo of a list (an achievement's, a project's): a project's photo is staff's only, so the
 * thumbnail is read with the session rather than by its address.
 */
function PhotoThumb({ imageKey, alt }: { imageKey: string; alt: string }) {
  return (
    <span className="bo-picture bo-history__thumb">
      <StaffImage src={`/api/images/${encodeURIComponent(imageKey)}?size=thumb`} alt={alt} />
    </span>
  );
}

function Photos({ keys, label }: { keys: string[]; label: (index: number) => string }) {
  if (keys.length === 0) return <>{t('history.photosNone')}</>;
  return (
    <span className="bo-history__photos">
      {keys.map((key, index) => (
        <PhotoThumb key={key} imageKey={key} alt={label(index + 1)} />
      ))}
    </span>
  );
}

function PhotosChange({ before, after }: { before: unknown; after: unknown }) {
  const old = keysOf(before);
  const next = keysOf(after);
  const { removed, added, reordered } = photoChanges(old, next);
  if (reordered) {
    return (
      <>
        <span className="bo-history__note">{t('history.photosReordered')}</span>
        <Photos keys={next} label={(index) => t('history.photo', { index })} />
      </>
    );
  }
  return (
    <span className="bo-history__photo-changes">
      {removed.length > 0 && (
        <span className="bo-history__photo-line">
          <span className="bo-history__note">{t('history.photosRemoved')}</span>
          <Removed>
            <Photos keys={removed} label={(index) => t('history.photoRemoved', { index })} />
          </Removed>
        </span>
      )}
      {added.length > 0 && (
        <span className="bo-history__photo-line">
          <span className="bo-history__note">{t('history.photosAdded')}</span>
          <Added>
            <Photos keys={added} label={(index) => t('history.photoAdded', { index })} />
          </Added>
        </span>
      )}
    </span>
  );
}

const flagText = (value: unknown) => (value ? t('history.yes') : t('history.no'));

const WEEKDAYS = ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'];

/** A usual week: 'ma 08:00–16:30, di 08:00–16:30, …'. */
function hoursText(value: unknown) {
  if (!Array.isArray(value) || value.length === 0) return t('history.emptyText');
  return (value as { weekday: number; start: string; end: string }[])
    .map((period) => `${WEEKDAYS[period.weekday - 1] ?? '?'} ${period.start}–${period.end}`)
    .join(', ');
}

const instantText = (value: unknown) =>
  typeof value === 'string' && value ? formatBrussels(value) : t('history.emptyText');

/** Employees by name, as the agenda knows them now ('nr. 7' for one removed since). */
function EmployeeNames({ value }: { value: unknown }) {
  const { data: employees } = useGetEmployeesQuery();
  const ids = Array.isArray(value)
    ? value.filter((id): id is number => typeof id === 'number')
    : [];
  if (!ids.length) return <>{t('history.emptyText')}</>;
  return (
    <>
      {ids
        .map((id) => {
          const employee = employees?.find((candidate) => candidate.id === id);
          return employee ? `${employee.firstName} ${employee.lastName}` : `nr. ${id}`;
        })
        .join(', ')}
    </>
  );
}

/** What changed in one field, from the version before to this one. */
function FieldChange({
  field,
  before,
  after,
  entries,
}: {
  field: FieldSpec;
  before: unknown;
  after: unknown;
  entries: EntriesById;
}) {
  switch (field.type) {
    case 'text':
    case 'richText':
      return <TextChange before={before} after={after} rich={field.type === 'richText'} />;
    case 'reference':
      return (
        <Became
          before={<EntryText id={idOf(before)} entries={entries} />}
          after={<EntryText id={idOf(after)} entries={entries} />}
        />
      );
    case 'image':
      return (
        <Became
          before={<ImageValue imageKey={keyOf(before)} alt={t('history.imageBefore')} />}
          after={<ImageValue imageKey={keyOf(after)} alt={t('history.imageAfter')} />}
        />
      );
    case 'images':
      return <PhotosChange before={before} after={after} />;
    case 'flag':
      return <Became before={flagText(before)} after={flagText(after)} />;
    case 'instant':
      return <Became before={instantText(before)} after={instantText(after)} />;
    case 'hours':
      return <Became before={hoursText(before)} after={hoursText(after)} />;
    case 'employees':
      return (
        <Became before={<EmployeeNames value={before} />} after={<EmployeeNames value={after} />} />
      );
  }
}

/** A field's value in a first version, shown as it was (no comparison). */
function FieldValue({
  field,
  value,
  entries,
}: {
  field: FieldSpec;
  value: unknown;
  entries: EntriesById;
}) {
  switch (field.type) {
    case 'text':
    case 'richText': {
      const text = plainOf(value, field.type === 'richText');
      return text ? (
        <p className="bo-history__text">{text}</p>
      ) : (
        <span className="bo-history__note">{t('history.emptyText')}</span>
      );
    }
    case 'reference':
      return <EntryText id={idOf(value)} entries={entries} />;
    case 'image':
      return <ImageValue imageKey={keyOf(value)} alt={t('history.field.image')} />;
    case 'images':
      return <Photos keys={keysOf(value)} label={(index) => t('history.photo', { index })} />;
    case 'flag':
      return <>{flagText(value)}</>;
    case 'instant':
      return <>{instantText(value)}</>;
    case 'hours':
      return <>{hoursText(value)}</>;
    case 'employees':
      return <EmployeeNames value={value} />;
  }
}

export interface VersionChangesProps {
  kind: ContentKind;
  version: number;
  data: Data;
  /** The data of the version before, null for the first one. */
  previous: Data | null;
  entries: EntriesById;
}

/**
 * What a version changed, field by field: texts word by word, chosen texts by their Dutch
 * text, images as thumbnails. The first version says it was created and shows what it held.
 */
export function VersionChanges({ kind, version, data, previous, entries }: VersionChangesProps) {
  if (!previous) {
    return (
      <>
        {version === 1 && <p className="bo-history__created">{t('history.created')}</p>}
        <dl className="bo-history__fields">
          {FIELDS[kind].map((field) => (
            <div key={field.key} className="bo-history__field">
              <dt>{t(`history.field.${field.label}`)}</dt>
              <dd>
                <FieldValue field={field} value={data[field.key]} entries={entries} />
              </dd>
            </div>
          ))}
        </dl>
      </>
    );
  }
  const changed = changedFields(kind, previous, data);
  if (changed.length === 0) return <p className="bo-history__note">{t('history.noChanges')}</p>;
  return (
    <dl className="bo-history__fields">
      {changed.map((field) => (
        <div key={field.key} className="bo-history__field">
          <dt>{t(`history.field.${field.label}`)}</dt>
          <dd>
            <FieldChange
              field={field}
              before={previous[field.key]}
              after={data[field.key]}
              entries={entries}
            />
          </dd>
        </div>
      ))}
    </dl>
  );
}
