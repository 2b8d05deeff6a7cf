import { CodeSandboxOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../../i18n/services';
import { Picture } from '../../../shared/image-input';
import { plainExcerpt } from '../../../shared/rich-text/plain-text';
import type { Service } from './api';
import { plainTranslations, titleWords } from './service-text';
import { SlideConfirm, usePromptOpener } from './SlideConfirm';
import { StateTag } from './StateTag';

function blocksOf(count: number): string {
  if (count === 0) return t('services.blocksNone');
  return count === 1 ? t('services.blocksOne') : t('services.blocks', { count });
}

export interface ServiceRowProps {
  service: Service;
  /** The delete prompt is open on this row. */
  asking: boolean;
  /** The confirmed delete is under way. */
  deleting: boolean;
  onAsk: (id: number) => void;
  onDecline: () => void;
  onConfirm: (id: number) => void;
}

/**
 * One service of the list (seed-spec §2): a package icon, 'Dutch title | English title', whether
 * the website shows it, an edit icon to its screen, and a delete icon whose prompt slides in on
 * the row.
 */
export const ServiceRow = memo(function ServiceRow({
  service,
  asking,
  deleting,
  onAsk,
  onDecline,
  onConfirm,
}: ServiceRowProps) {
  const { dutch, english } = plainTranslations(service.title);
  const title = titleWords(service.title);
  const description = plainExcerpt(service.description.translationDutch, 200);
  const { opener, declined } = usePromptOpener(asking);

  const decline = () => {
    declined();
    onDecline();
  };

  return (
    <li
      className={asking ? 'bo-services__row bo-services__row--asking' : 'bo-services__row'}
      data-service-id={service.id}
    >
      <Picture image={service.image} alt="" size="thumb" className="bo-services__thumb" />
      <div className="bo-services__main">
        <div className="bo-services__title">
          <CodeSandboxOutlined className="bo-services__icon" aria-hidden="true" />
          <span lang="nl">{dutch || t('services.noText')}</span>
          <span className="bo-services__bar" aria-hidden="true">
            |
          </span>
          <span lang="en" className="bo-services__english">
            {english || t('services.noText')}
          </span>
        </div>
        <div className="bo-services__meta">
          {description && (
            <span lang="nl" className="bo-services__description">
              {description}
            </span>
          )}
          <span className="bo-services__blocks">{blocksOf(service.content.length)}</span>
        </div>
      </div>
      <StateTag enabled={service.enabled} />
      <div className="bo-services__actions" inert={asking}>
        <Tooltip title={t('services.edit')}>
          <Link
            to={`/cms/services/${service.id}`}
            className="bo-icon-link"
            aria-label={t('services.editService', { title })}
          >
            <EditOutlined aria-hidden="true" />
          </Link>
        </Tooltip>
        <Tooltip title={t('services.delete')}>
          <Button
            ref={opener}
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('services.deleteService', { title })}
            aria-expanded={asking}
            onClick={() => onAsk(service.id)}
          />
        </Tooltip>
      </div>
      {asking && (
        <SlideConfirm
          question={t('services.deletePrompt')}
          confirmText={t('services.deleteConfirm')}
          declineText={t('services.deleteDecline')}
          onConfirm={() => onConfirm(service.id)}
          onDecline={decline}
          busy={deleting}
        />
      )}
    </li>
  );
});
