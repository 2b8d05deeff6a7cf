import { Button, Card, Result } from 'antd';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { t } from '../i18n';
import { withReference } from './ErrorReference';

export interface LoadFailedProps {
  /** What could not be read, in the screen's words. */
  title: string;
  /** Why, when the screen shows it below the title. */
  reason?: string;
  /** The failed read, whose reference (its request's id) ends the text. */
  error?: FetchBaseQueryError | SerializedError;
  onRetry: () => void;
}

/** A screen whose data could not be read: what failed, and a button to read it again. */
export function LoadFailed({ title, reason, error, onRetry }: LoadFailedProps) {
  return (
    <Card>
      <Result
        status="warning"
        title={title}
        subTitle={withReference(reason, error)}
        extra={<Button onClick={() => onRetry()}>{t('session.retry')}</Button>}
      />
    </Card>
  );
}
