import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, Select, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../../i18n/documents';
import {
  useGetDocumentPagesInfiniteQuery,
  useGetDocumentTypesQuery,
  type DocumentFilter,
  type DocumentLinkKind,
} from '../../entities/documents/api';
import { DocumentTable } from '../../entities/documents/DocumentTable';
import { LinkName } from '../../entities/documents/LinkName';
import { UploadDocumentsModal } from '../../entities/documents/UploadDocumentsModal';
import { LoadFailed } from '../../shared/LoadFailed';
import { useAddressFilters } from '../../shared/page-hooks/address-filters';
import { useDebouncedSearch } from '../../shared/page-hooks/debounced-search';
import { parseId } from '../../shared/page-hooks/id-param';
import { useCan } from '../../store/permissions';
import { PageTitle } from '../../shared/PageTitle';
import './files.css';

const LINK_KINDS: readonly DocumentLinkKind[] = [
  'customer',
  'project',
  'employee',
  'vehicle',
  'invoice',
  'purchase',
];

/** The address's filters as the server's: unknown values are left out. */
function filterOf(params: URLSearchParams): DocumentFilter {
  const linkKind = LINK_KINDS.find((kind) => kind === params.get('linkKind'));
  const linkId = parseId(params.get('linkId'));
  return {
    q: (params.get('q') ?? '').trim(),
    type: params.get('type') ?? undefined,
    tag: params.get('tag') ?? undefined,
    ...(linkKind && linkId ? { linkKind, linkId } : {}),
  };
}

/**
 * /files (docs/product.md § Bestanden): every document, found by name, tags and what it says
 * (the server's Dutch search), filtered by type, tag and link, all kept in the address; a row
 * opens the document; files are added by dropping several at once.
 */
export default function FilesPage() {
  const mayWrite = useCan('files', 'write');
  const [params, setFilters] = useAddressFilters();
  const navigate = useNavigate();
  const filter = filterOf(params);
  const { typed, setTyped, searchNow } = useDebouncedSearch(params.get('q') ?? '', (text) =>
    setFilters({ q: text }),
  );
  const tagFilter = useDebouncedSearch(params.get('tag') ?? '', (text) =>
    setFilters({ tag: text.trim() }),
  );
  const [adding, setAdding] = useState(0);
  const { data: types = [] } = useGetDocumentTypesQuery();
  const {
    data,
    isError,
    error,
    isFetching,
    refetch,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
  } = useGetDocumentPagesInfiniteQuery(filter);
  const documents = data?.pages.flatMap((page) => page.documents);
  const filtered = Boolean(filter.q || filter.type || filter.tag || filter.linkKind);

  let body;
  if (documents) {
    body =
      documents.length === 0 && !filtered ? (
        <Card>
          <Empty description={t('documents.empty')} />
        </Card>
      ) : (
        <>
          <DocumentTable
            documents={documents}
            loading={isFetching && !isFetchingNextPage}
            emptyText={t('documents.noResults')}
          />
          {hasNextPage && (
            <Button
              className="bo-files__more"
              loading={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {t('documents.more')}
            </Button>
          )}
        </>
      );
  } else if (isError) {
    body = <LoadFailed title={t('documents.loadFailed')} error={error} onRetry={refetch} />;
  } else {
    body = (
      <Card aria-busy="true" aria-label={t('documents.loading')}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }

  return (
    <div className="bo-files">
      <PageTitle>{t('documents.title')}</PageTitle>
      <div className="bo-files__toolbar">
        <Input.Search
          allowClear
          aria-label={t('documents.search')}
          placeholder={t('documents.searchPlaceholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={searchNow}
          className="bo-files__search"
        />
        <Select
          allowClear
          aria-label={t('documents.typeFilter')}
          placeholder={t('documents.allTypes')}
          className="bo-files__filter"
          value={filter.type}
          onChange={(type?: string) => setFilters({ type })}
          options={types.map(({ name }) => ({ value: name, label: name }))}
        />
        <Input
          allowClear
          aria-label={t('documents.tagFilter')}
          placeholder={t('documents.tagFilter')}
          className="bo-files__filter"
          value={tagFilter.typed}
          onChange={(event) => tagFilter.setTyped(event.target.value)}
          onPressEnter={() => tagFilter.searchNow(tagFilter.typed)}
        />
        {filter.linkKind && filter.linkId && (
          <Tag
            closable
            closeIcon={<span aria-label={t('documents.linkFilterClear')}>×</span>}
            onClose={() => setFilters({ linkKind: null, linkId: null })}
          >
            {t('documents.linkFilter')}:{' '}
            <LinkName link={{ kind: filter.linkKind, id: filter.linkId }} />
          </Tag>
        )}
        <span className="bo-files__actions">
          {mayWrite && (
            <Button
              icon={<SettingOutlined aria-hidden="true" />}
              onClick={() => void navigate('/files/types')}
            >
              {t('documents.types')}
            </Button>
          )}
          {mayWrite && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden="true" />}
              onClick={() => setAdding((n) => n + 1)}
            >
              {t('documents.upload')}
            </Button>
          )}
        </span>
      </div>
      {body}
      {adding > 0 && <UploadDocumentsModal key={adding} pickLinks onClose={() => setAdding(0)} />}
    </div>
  );
}
