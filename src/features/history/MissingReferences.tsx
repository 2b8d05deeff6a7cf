import { UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Tag } from 'antd';
import { t } from '../../i18n/trash';
import type { MissingReference } from './api';
import { itemName } from './trash-items';

/** What a restore needs first, each with whether it was put back meanwhile. */
export interface MissingItem extends MissingReference {
  restored?: boolean;
}

interface MissingReferencesProps {
  /** The item the user wants back ('Inhoudsblok "Onze werkwijze"'), or null when closed. */
  wanted: string | null;
  missing: MissingItem[];
  /** The key (`kind-id`) of the restore under way, if any. */
  busy: string | null;
  /** Why the last restore in the dialog failed, if it did (a name taken again, …). */
  problem?: string;
  onRestoreMissing: (item: MissingItem) => void;
  onRetry: () => void;
  onClose: () => void;
}

export const keyOf = ({ kind, id }: { kind: string; id: number }) => `${kind}-${id}`;

/**
 * 409 MISSING_REFERENCES: the restore needs something deleted since. Each missing item in the
 * trash gets its own button; one that is gone for good says so. Once they are back, 'Nu
 * terugzetten' asks again for the item itself.
 */
export function MissingReferences({
  wanted,
  missing,
  busy,
  problem,
  onRestoreMissing,
  onRetry,
  onClose,
}: MissingReferencesProps) {
  const anyGone = missing.some((item) => !item.inTrash && !item.restored);
  return (
    <Modal
      open={wanted !== null}
      title={wanted ? t('trash.missingTitle', { item: wanted }) : null}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          {t('trash.close')}
        </Button>,
        <Button
          key="retry"
          type="primary"
          icon={<UndoOutlined aria-hidden="true" />}
          loading={busy === 'wanted'}
          disabled={busy !== null && busy !== 'wanted'}
          onClick={onRetry}
        >
          {t('trash.missingRetry')}
        </Button>,
      ]}
    >
      <p className="bo-trash__missing-intro">{t('trash.missingIntro')}</p>
      <ul className="bo-trash__missing" aria-label={t('trash.missingIntro')}>
        {missing.map((item) => (
          <li key={keyOf(item)} className="bo-trash__missing-item">
            <span className="bo-trash__missing-name">{itemName(item)}</span>
            {item.restored ? (
              <Tag color="green">{t('trash.missingRestored')}</Tag>
            ) : item.inTrash ? (
              <Button
                size="small"
                icon={<UndoOutlined aria-hidden="true" />}
                aria-label={t('trash.restoreItem', { item: itemName(item) })}
                loading={busy === keyOf(item)}
                disabled={busy !== null && busy !== keyOf(item)}
                onClick={() => onRestoreMissing(item)}
              >
                {t('trash.restore')}
              </Button>
            ) : (
              <span className="bo-trash__gone">{t('trash.missingGone')}</span>
            )}
          </li>
        ))}
      </ul>
      {anyGone && <Alert type="warning" showIcon title={t('trash.missingGoneHint')} />}
      {problem && <Alert className="bo-trash__problem" type="error" showIcon title={problem} />}
    </Modal>
  );
}
