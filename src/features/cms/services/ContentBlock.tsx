import { EditOutlined, HistoryOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { memo } from 'react';
import { t } from '../../../i18n/services';
import { Picture } from '../../../shared/image-input';
import { ActionsWithDeletePrompt, type DeletePromptProps } from './ActionsWithDeletePrompt';
import type { ServiceContent } from './api';
import { Translation } from './Translation';
import { plainTranslations, titleWords } from './service-text';

export interface ContentBlockProps extends DeletePromptProps {
  block: ServiceContent;
  onEdit: (block: ServiceContent) => void;
  onHistory: (block: ServiceContent) => void;
}

/**
 * One content block of a service (docs/product.md § Service detail): its image, its Dutch and English title and
 * body, an edit icon and a delete icon with a confirm that slides in on the block.
 */
export const ContentBlock = memo(function ContentBlock({
  block,
  onEdit,
  onHistory,
  ...prompt
}: ContentBlockProps) {
  const title = titleWords(block.title);
  const { dutch, english } = plainTranslations(block.title, 200);

  return (
    <li
      className={prompt.asking ? 'bo-block bo-block--asking' : 'bo-block'}
      data-content-id={block.id}
    >
      <Picture
        image={block.image}
        alt={t('services.imageOf', { title })}
        size="thumb"
        sizes="176px"
        className="bo-block__image"
      />
      <div className="bo-block__texts">
        <Translation lang="nl" label={t('services.dutch')}>
          <h4 className="bo-block__title">{dutch || t('services.noText')}</h4>
          <Translation.Text html={block.body.translationDutch} />
        </Translation>
        <Translation lang="en" label={t('services.english')}>
          <h4 className="bo-block__title">{english || t('services.noText')}</h4>
          <Translation.Text html={block.body.translationEnglish} />
        </Translation>
      </div>
      <ActionsWithDeletePrompt
        id={block.id}
        label={t('services.deleteContent', { title })}
        question={t('services.deleteContentPrompt')}
        {...prompt}
      >
        <Tooltip title={t('services.history')}>
          <Button
            type="text"
            icon={<HistoryOutlined />}
            aria-label={t('services.historyContent', { title })}
            onClick={() => onHistory(block)}
          />
        </Tooltip>
        <Tooltip title={t('services.edit')}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={t('services.editContent', { title })}
            onClick={() => onEdit(block)}
          />
        </Tooltip>
      </ActionsWithDeletePrompt>
    </li>
  );
});
