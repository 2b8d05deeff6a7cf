import { Button, Card, Result } from 'antd';
import { t } from '../i18n';

export interface LoadFailedProps {
  /** What could not be read, in the screen's words. */
  title: string;
  /** Why, when the screen shows it below the title. */
  reason?: string;
  onRetry: () => void;
}

/** A screen whose data could not be read: what failed, and a button to read it again. */
export function LoadFailed({ title, reason, onRetry }: LoadFailedProps) {
  return (
    <Card>
      <Result
        status="warning"
        title={title}
        subTitle={reason}
        extra={<Button onClick={() => onRetry()}>{t('session.retry')}</Button>}
      />
    </Card>
  );
}
