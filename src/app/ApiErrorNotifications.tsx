import { App } from 'antd';
import { isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { t } from '../i18n';
import { errorCode, errorText } from '../store/errors';
import { isShownOnScreen } from '../store/quiet-endpoints';
import { addAppListener, useAppDispatch } from '../store/hooks';
import { withReference } from '../shared/ErrorReference';

/** Failures that a form shows on its own field, by endpoint. */
const SHOWN_ON_FORM: Record<string, string[]> = {
  createLanguageEntry: ['DUPLICATE'],
  updateLanguageEntry: ['DUPLICATE'],
  // The language screen says which entry is still in use, and by what.
  removeLanguageEntry: ['IN_USE'],
  createUser: ['DUPLICATE', 'WEAK_PASSWORD'],
  createQuickReply: ['DUPLICATE'],
  updateQuickReply: ['DUPLICATE'],
  changePassword: ['WRONG_PASSWORD', 'WEAK_PASSWORD'],
  // The appointment form and the agenda list the conflicts and offer to book anyway.
  createAppointment: ['APPOINTMENT_CONFLICT'],
  updateAppointment: ['APPOINTMENT_CONFLICT'],
  createEmployee: ['DUPLICATE'],
  updateEmployee: ['DUPLICATE'],
  // The employee's page lists the appointments still to come.
  removeEmployee: ['IN_USE'],
};

/**
 * Failures that a screen already explains or that are expected: the login modal words its own
 * failures, forms show some on their fields, and a refused token ends the session, whose login
 * modal says so (a screen that reloads under it must not add a notification per call).
 */
export function isQuiet(endpointName: string | undefined, code: string): boolean {
  if (endpointName === 'login') return true;
  // Calls whose screens word every failure are named by their features (failuresShownOnScreen).
  if (endpointName && isShownOnScreen(endpointName)) return true;
  if (endpointName && SHOWN_ON_FORM[endpointName]?.includes(code)) return true;
  return code === 'UNAUTHORIZED';
}

function endpointOf(action: UnknownAction): string | undefined {
  const meta = action.meta as { arg?: { endpointName?: string } } | undefined;
  return meta?.arg?.endpointName;
}

/**
 * Every failed API call shows a Dutch notification, worded from the answer's `code`, ending with
 * the call's reference (its X-Request-Id, the `meta.requestId` of its actions in DevTools).
 */
export function ApiErrorNotifications() {
  const { notification } = App.useApp();
  const dispatch = useAppDispatch();

  useEffect(
    () =>
      dispatch(
        addAppListener({
          matcher: isRejectedWithValue,
          effect: (action) => {
            const error = action.payload as FetchBaseQueryError;
            const code = errorCode(error);
            if (isQuiet(endpointOf(action), code)) return;
            // One notification per kind of failure: a burst of equal failures shows once.
            notification.error({
              key: code,
              title: t('errors.title'),
              description: withReference(errorText(error), error),
            });
          },
        }),
      ),
    [dispatch, notification],
  );
  return null;
}
