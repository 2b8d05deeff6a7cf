import { DeleteOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/services';
import { SlideConfirm, usePromptOpener } from './SlideConfirm';

/** The delete prompt's state and callbacks, as a list screen hands them to each of its items. */
export interface DeletePromptProps {
  /** The delete prompt is open on this item. */
  asking: boolean;
  /** The confirmed delete is under way. */
  deleting: boolean;
  onAsk: (id: number) => void;
  onDecline: () => void;
  onConfirm: (id: number) => void;
}

export interface ActionsWithDeletePromptProps extends DeletePromptProps {
  /** The item to delete. */
  id: number;
  /** The delete icon's accessible name. */
  label: string;
  question: string;
  /** The actions before the delete icon. */
  children: ReactNode;
}

/**
 * An item's action icons, the last a delete icon whose confirm/decline prompt slides in on the
 * item (docs/product.md § Services). The actions are inert while it asks; declining gives the focus back to
 * the delete icon.
 */
export function ActionsWithDeletePrompt({
  id,
  label,
  question,
  asking,
  deleting,
  onAsk,
  onDecline,
  onConfirm,
  children,
}: ActionsWithDeletePromptProps) {
  const { opener, declined } = usePromptOpener(asking);

  const decline = () => {
    declined();
    onDecline();
  };

  return (
    <>
      <div className="bo-row-actions" inert={asking}>
        {children}
        <Tooltip title={t('services.delete')}>
          <Button
            ref={opener}
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={label}
            aria-expanded={asking}
            onClick={() => onAsk(id)}
          />
        </Tooltip>
      </div>
      {asking && (
        <SlideConfirm
          question={question}
          confirmText={t('services.deleteConfirm')}
          declineText={t('services.deleteDecline')}
          onConfirm={() => onConfirm(id)}
          onDecline={decline}
          busy={deleting}
        />
      )}
    </>
  );
}
