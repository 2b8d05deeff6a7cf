import { Card, Checkbox, Empty, Modal, Segmented, Skeleton, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../../i18n/images';
import type { LabelKey } from '../../../i18n';
import { targetOf } from '../../../entities/content-uses';
import { StaffImage, imageSources, isDescribed } from '../../../shared/image-input';
import { LoadFailed } from '../../../shared/LoadFailed';
import { errorText } from '../../../store/errors';
import { useGetImagesQuery, type GetImagesApiArg, type ContentUse, type LibraryImage } from './api';
import { AltTextForm } from './AltTextForm';
import { formatBytes, formatMediaType } from './format';
import './images.css';
import { useAddressFilters } from '../../../shared/page-hooks/address-filters';

/** Tiles fill grid columns of at least 12.5rem: about 200 to 280 px wide. */
const TILE_SIZES = '280px';

type UsedBy = NonNullable<GetImagesApiArg['usedBy']>;
type Filter = UsedBy | 'all';

const FILTERS: { value: Filter; label: LabelKey }[] = [
  { value: 'all', label: 'images.filterAll' },
  { value: 'service', label: 'images.filterService' },
  { value: 'serviceContent', label: 'images.filterServiceContent' },
  { value: 'achievement', label: 'images.filterAchievement' },
  { value: 'unused', label: 'images.filterUnused' },
];

const KIND_LABEL: Record<ContentUse['kind'], LabelKey> = {
  service: 'images.kindService',
  serviceContent: 'images.kindServiceContent',
  achievement: 'images.kindAchievement',
};

function isFilter(value: string | null): value is Filter {
  return FILTERS.some((filter) => filter.value === value);
}

/** What to call an image: its first use, or its type and size when nothing uses it. */
function nameOf(image: LibraryImage): string {
  const [first] = image.usedBy;
  return first ? first.label : `${formatMediaType(image.mediaType)} ${formatBytes(image.size)}`;
}

function dimensionsOf({ width, height }: LibraryImage): string {
  return width !== null && height !== null ? `${width} × ${height}` : t('images.unknownSize');
}

function summaryOf(images: readonly LibraryImage[]): string {
  const size = formatBytes(images.reduce((total, image) => total + image.size, 0));
  return images.length === 1
    ? t('images.summaryOne', { size })
    : t('images.summary', { count: images.length, size });
}

/**
 * What the website shows is public; an image nothing there shows may be a project's photo,
 * which is staff's only (docs/product.md § Projecten): read with the session.
 */
const isPublic = (image: LibraryImage) => image.usedBy.length > 0;

function Tile({ image, onOpen }: { image: LibraryImage; onOpen: () => void }) {
  return (
    <li className="bo-images__tile" data-key={image.key}>
      <button type="button" className="bo-images__thumb" onClick={onOpen}>
        {isPublic(image) ? (
          <img
            loading="lazy"
            decoding="async"
            alt={t('images.open', { name: nameOf(image) })}
            {...imageSources(image.url, TILE_SIZES, 'thumb')}
          />
        ) : (
          <StaffImage
            loading="lazy"
            decoding="async"
            alt={t('images.open', { name: nameOf(image) })}
            src={image.thumbUrl}
          />
        )}
      </button>
      <div className="bo-images__facts">
        <span>{formatBytes(image.size)}</span>
        <span>{dimensionsOf(image)}</span>
        <span>{formatMediaType(image.mediaType)}</span>
      </div>
      {!isDescribed(image) && <Tag className="bo-images__no-alt">{t('images.altMissing')}</Tag>}
      {image.usedBy.length === 0 ? (
        <Tag className="bo-images__unused">{t('images.unused')}</Tag>
      ) : (
        <ul className="bo-images__uses" aria-label={t('images.usedBy')}>
          {image.usedBy.map((use) => (
            <li key={`${use.kind}-${use.id}`}>
              <Link to={targetOf(use)}>
                <span className="bo-images__kind">{t(KIND_LABEL[use.kind])}</span> {use.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

const PLACEHOLDERS = Array.from({ length: 12 }, (_, index) => index);

function GridSkeleton() {
  return (
    <ul className="bo-images__grid" role="status" aria-busy="true" aria-label={t('images.loading')}>
      {PLACEHOLDERS.map((index) => (
        <li key={index} className="bo-images__tile" aria-hidden="true">
          <div className="bo-images__thumb bo-images__thumb--skeleton" />
          <Skeleton active title={false} paragraph={{ rows: 2, width: ['80%', '55%'] }} />
        </li>
      ))}
    </ul>
  );
}

/**
 * /cms/images: every stored image as a tile (thumbnail, size, dimensions, type and where it is
 * used, each use a link to its screen), filtered by the server on where it is used. The filter
 * lives in the address (?usedBy=…), so a reload or a shared link keeps it.
 */
export default function ImagesPage() {
  const [searchParams, setFilters] = useAddressFilters();
  const param = searchParams.get('usedBy');
  const filter: Filter = isFilter(param) ? param : 'all';
  const {
    currentData: images,
    isError,
    error,
    refetch,
  } = useGetImagesQuery({
    usedBy: filter === 'all' ? undefined : filter,
  });
  // Only images lacking a description (?alt=missing, where the overview links to).
  const onlyMissingAlt = searchParams.get('alt') === 'missing';
  const shown = useMemo(
    () => (onlyMissingAlt ? images?.filter((image) => !isDescribed(image)) : images),
    [images, onlyMissingAlt],
  );
  // By key: the open image follows the list when its description is saved.
  const [openKey, setOpenKey] = useState<string | null>(null);
  const open = images?.find((image) => image.key === openKey) ?? null;
  const summary = useMemo(() => (shown?.length ? summaryOf(shown) : null), [shown]);

  const choose = (value: Filter) => setFilters({ usedBy: value !== 'all' && value });
  const chooseMissingAlt = (only: boolean) => setFilters({ alt: only && 'missing' });

  let body;
  if (shown) {
    body =
      shown.length === 0 ? (
        <Card>
          <Empty
            description={t(
              filter === 'all' && !onlyMissingAlt ? 'images.empty' : 'images.emptyFiltered',
            )}
          />
        </Card>
      ) : (
        <ul className="bo-images__grid" aria-label={t('images.list')}>
          {shown.map((image) => (
            <Tile key={image.key} image={image} onOpen={() => setOpenKey(image.key)} />
          ))}
        </ul>
      );
  } else if (isError) {
    body = (
      <LoadFailed
        title={t('images.loadFailed')}
        reason={errorText(error)}
        error={error}
        onRetry={refetch}
      />
    );
  } else {
    body = <GridSkeleton />;
  }

  return (
    <div className="bo-images">
      <div className="bo-images__bar">
        <Segmented<Filter>
          aria-label={t('images.filter')}
          value={filter}
          onChange={choose}
          options={FILTERS.map(({ value, label }) => ({ value, label: t(label) }))}
        />
        <Checkbox
          checked={onlyMissingAlt}
          onChange={(event) => chooseMissingAlt(event.target.checked)}
        >
          {t('images.onlyMissingAlt')}
        </Checkbox>
        <p className="bo-images__summary" aria-live="polite">
          {summary}
        </p>
      </div>
      {body}
      <Modal
        open={open !== null}
        onCancel={() => setOpenKey(null)}
        footer={null}
        width="min(90vw, 1200px)"
        centered
        title={open ? nameOf(open) : null}
        destroyOnHidden
      >
        {open && (
          <div className="bo-images__detail">
            {isPublic(open) ? (
              <img
                className="bo-images__full"
                {...imageSources(open.url, '(max-width: 900px) 90vw, 60vw')}
                alt={open.altDutch || nameOf(open)}
                width={open.width ?? undefined}
                height={open.height ?? undefined}
              />
            ) : (
              <StaffImage
                className="bo-images__full"
                src={open.url}
                alt={open.altDutch || nameOf(open)}
                width={open.width ?? undefined}
                height={open.height ?? undefined}
              />
            )}
            <AltTextForm key={open.key} image={open} />
          </div>
        )}
      </Modal>
    </div>
  );
}
