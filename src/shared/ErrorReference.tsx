import { Typography } from 'antd';
import type { ReactNode } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { t } from '../i18n';
import { errorReference } from '../store/errors';

/**
 * The small, copyable reference a failure ends with: the id of the failed call, which support
 * finds in the server's log and in Redux DevTools (docs/operations.md § A user reports an error).
 */
export function ErrorReference({
  error,
}: {
  error: FetchBaseQueryError | SerializedError | undefined;
}) {
  const id = errorReference(error);
  if (!id) return null;
  return (
    <Typography.Text
      className="bo-error-reference"
      type="secondary"
      copyable={{ text: id }}
      style={{ display: 'block', marginTop: 4, fontSize: 12 }}
    >
      {t('errors.reference', { id })}
    </Typography.Text>
  );
}

/** A failure's words followed by its reference, for a message or a notification. */
export const withReference = (
  text: ReactNode,
  error: FetchBaseQueryError | SerializedError | undefined,
) => (
  <>
    {text}
    <ErrorReference error={error} />
  </>
);
