import { DeleteOutlined, EditOutlined, HistoryOutlined } from '@ant-design/icons';
import { Button } from 'antd';

export interface RecordActionsProps {
  /** The role may change and remove the record (docs/product.md § Roles). */
  mayWrite: boolean;
  /** The role may read its history. */
  mayReadHistory: boolean;
  labels: { edit: string; history: string; remove: string };
  onEdit: () => void;
  onHistory: () => void;
  onRemove: () => void;
}

/**
 * A record page's own buttons (an employee, a customer, a project): change, history, remove,
 * each only where the role allows it.
 */
export function RecordActions({
  mayWrite,
  mayReadHistory,
  labels,
  onEdit,
  onHistory,
  onRemove,
}: RecordActionsProps) {
  return (
    <>
      {mayWrite && (
        <Button icon={<EditOutlined aria-hidden="true" />} onClick={onEdit}>
          {labels.edit}
        </Button>
      )}
      {mayReadHistory && (
        <Button icon={<HistoryOutlined aria-hidden="true" />} onClick={onHistory}>
          {labels.history}
        </Button>
      )}
      {mayWrite && (
        <Button danger icon={<DeleteOutlined aria-hidden="true" />} onClick={onRemove}>
          {labels.remove}
        </Button>
      )}
    </>
  );
}
