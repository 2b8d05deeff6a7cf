import { ArrowLeftOutlined, EditOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Result, Skeleton, Tooltip } from 'antd';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../../i18n/services';
import { HistoryDrawer, type HistoryTarget } from '../../../entities/history/HistoryDrawer';
import { Picture } from '../../../shared/image-input';
import { LoadFailed } from '../../../shared/LoadFailed';
import { errorCode } from '../../../store/errors';
import {
  useGetServiceQuery,
  useRemoveServiceContentMutation,
  type Service,
  type ServiceContent,
} from './api';
import { ContentBlock } from './ContentBlock';
import { ContentFormModal } from './ContentFormModal';
import { ServiceFormModal } from './ServiceFormModal';
import { StateTag } from './StateTag';
import { Translation } from './Translation';
import { plainTranslations, titleWords } from './service-text';
import { useDeletePrompt } from './use-delete-prompt';
import './services.css';
import { useIdParam } from '../../../shared/page-hooks/id-param';

/**
 * The service image's box: 5/12 of the card beside the texts, the whole card below 900 px. The
 * side menu and the paddings take 570 px beside it, 270 px with the menu collapsed; the
 * collapsed figure is assumed, so the browser never takes a width narrower than the box.
 */
const SERVICE_IMAGE_SIZES =
  '(max-width: 900px) calc(100vw - 240px), calc((100vw - 270px) * 5 / 12)';

/** Ids are positive decimal integers; anything else is a service that does not exist. */
function BackLink() {
  return (
    <Link to="/cms/services" className="bo-back-link">
      <ArrowLeftOutlined aria-hidden="true" />
      {t('services.back')}
    </Link>
  );
}

/** The modals of the screen: which is open, and a fresh form for every opening. */
type Editing = { kind: 'service' } | { kind: 'content'; block: ServiceContent | 'new' } | null;

function Details({ service }: { service: Service }) {
  const [removeContent] = useRemoveServiceContentMutation();
  const prompt = useDeletePrompt(removeContent, t('services.contentDeleted'));
  const [editing, setEditing] = useState<Editing>(null);
  const [opening, setOpening] = useState(0);
  const { dutch, english } = plainTranslations(service.title, 200);
  const title = titleWords(service.title);

  const open = (next: Editing) => {
    setOpening((count) => count + 1);
    setEditing(next);
  };
  const editBlock = useCallback((block: ServiceContent) => {
    setOpening((count) => count + 1);
    setEditing({ kind: 'content', block });
  }, []);
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  const blockHistory = useCallback(
    (block: ServiceContent) =>
      setHistory({ kind: 'serviceContent', id: block.id, label: titleWords(block.title) }),
    [],
  );

  return (
    <>
      <div className="bo-service__toolbar">
        <BackLink />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => open({ kind: 'content', block: 'new' })}
        >
          {t('services.newContent')}
        </Button>
      </div>
      <Card className="bo-service">
        <div className="bo-service__head">
          <h2 className="bo-service__title">
            <span lang="nl">{dutch || t('services.noText')}</span>
            <span className="bo-service__slash" aria-hidden="true">
              /
            </span>
            <span lang="en" className="bo-service__english">
              {english || t('services.noText')}
            </span>
          </h2>
          <StateTag enabled={service.enabled} />
          <Tooltip title={t('services.history')}>
            <Button
              type="text"
              icon={<HistoryOutlined />}
              aria-label={t('services.historyThis')}
              onClick={() => setHistory({ kind: 'service', id: service.id, label: title })}
            />
          </Tooltip>
          <Tooltip title={t('services.edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={t('services.editThis')}
              onClick={() => open({ kind: 'service' })}
            />
          </Tooltip>
        </div>
        <div className="bo-service__body">
          <Picture
            image={service.image}
            alt={t('services.imageOf', { title })}
            sizes={SERVICE_IMAGE_SIZES}
            className="bo-service__image"
          />
          <section className="bo-service__descriptions" aria-label={t('services.description')}>
            <Translation lang="nl" label={t('services.dutch')}>
              <Translation.Text html={service.description.translationDutch} />
            </Translation>
            <Translation lang="en" label={t('services.english')}>
              <Translation.Text html={service.description.translationEnglish} />
            </Translation>
          </section>
        </div>
      </Card>

      <section className="bo-service__content" aria-labelledby="bo-service-content">
        <h3 id="bo-service-content" className="bo-service__content-title">
          {t('services.content')}
          <span className="bo-service__count">{service.content.length}</span>
        </h3>
        {service.content.length === 0 ? (
          <Card>
            <Empty description={t('services.contentEmpty')} />
          </Card>
        ) : (
          <ol className="bo-service__blocks">
            {service.content.map((block) => (
              <ContentBlock
                key={block.id}
                block={block}
                asking={prompt.asking === block.id}
                deleting={prompt.deleting === block.id}
                onEdit={editBlock}
                onHistory={blockHistory}
                onAsk={prompt.ask}
                onDecline={prompt.decline}
                onConfirm={prompt.confirm}
              />
            ))}
          </ol>
        )}
      </section>

      <ServiceFormModal
        key={`service-${opening}`}
        service={editing?.kind === 'service' ? service : null}
        onClose={() => setEditing(null)}
      />
      <ContentFormModal
        key={`content-${opening}`}
        serviceId={service.id}
        block={editing?.kind === 'content' ? editing.block : null}
        onClose={() => setEditing(null)}
      />
      <HistoryDrawer target={history} onClose={() => setHistory(null)} />
    </>
  );
}

/**
 * /cms/services/:id (docs/product.md § Service detail): the service's 'Dutch title / English title', its image and
 * descriptions with their flags, its content blocks, and the forms to edit them and add blocks.
 */
export default function ServicePage() {
  const id = useIdParam();
  const {
    data: service,
    error,
    isError,
    refetch,
  } = useGetServiceQuery({ id: id ?? 0 }, { skip: id === null });

  if (id === null || (isError && ['NOT_FOUND', 'VALIDATION'].includes(errorCode(error)))) {
    return (
      <Card>
        <Result
          status="404"
          title={t('services.notFound')}
          subTitle={t('services.notFoundText')}
          extra={
            <Link to="/cms/services" className="bo-link-button">
              <ArrowLeftOutlined aria-hidden="true" />
              {t('services.back')}
            </Link>
          }
        />
      </Card>
    );
  }
  if (service) return <Details service={service} />;
  if (isError) {
    return (
      <>
        <div className="bo-service__toolbar">
          <BackLink />
        </div>
        <LoadFailed title={t('services.loadOneFailed')} error={error} onRetry={refetch} />
      </>
    );
  }
  return (
    <>
      <div className="bo-service__toolbar">
        <BackLink />
      </div>
      <Card aria-busy="true" aria-label={t('services.loading')}>
        <Skeleton active title paragraph={{ rows: 6 }} />
      </Card>
    </>
  );
}
