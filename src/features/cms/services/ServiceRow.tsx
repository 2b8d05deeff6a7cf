import { CodeSandboxOutlined, EditOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../../i18n/services';
import { Picture } from '../../../shared/image-input';
import { plainExcerpt } from '../../../shared/rich-text/plain-text';
import { ActionsWithDeletePrompt, type DeletePromptProps } from './ActionsWithDeletePrompt';
import type { Service } from './api';
import { plainTranslations, titleWords } from './service-text';
import { StateTag } from './StateTag';

function blocksOf(count: number): string {
  if (count === 0) return t('services.blocksNone');
  return count === 1 ? t('services.blocksOne') : t('services.blocks', { count });
}

export interface ServiceRowProps extends DeletePromptProps {
  service: Service;
}

/**
 * One service of the list (docs/product.md § Services): a package icon, 'Dutch title | English title', whether
 * the website shows it, an edit icon to its screen, and a delete icon whose prompt slides in on
 * the row.
 */
export const ServiceRow = memo(function ServiceRow({ service, ...prompt }: ServiceRowProps) {
  const { dutch, english } = plainTranslations(service.title);
  const title = titleWords(service.title);
  const description = plainExcerpt(service.description.translationDutch, 200);

  return (
    <li
      className={prompt.asking ? 'bo-services__row bo-services__row--asking' : 'bo-services__row'}
      data-service-id={service.id}
    >
      <Picture
        image={service.image}
        alt=""
        size="thumb"
        sizes="96px"
        className="bo-services__thumb"
      />
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
      <ActionsWithDeletePrompt
        id={service.id}
        label={t('services.deleteService', { title })}
        question={t('services.deletePrompt')}
        {...prompt}
      >
        <Tooltip title={t('services.edit')}>
          <Link
            to={`/cms/services/${service.id}`}
            className="bo-icon-link"
            aria-label={t('services.editService', { title })}
          >
            <EditOutlined aria-hidden="true" />
          </Link>
        </Tooltip>
      </ActionsWithDeletePrompt>
    </li>
  );
});
