import { App } from 'antd';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';
import { t } from '../../i18n/agenda';
import { errorText } from '../../store/errors';
import { formatBrussels } from '../../shared/brussels';
import { useUpdateAppointmentMutation, type Appointment } from './api';
import { conflictsOf, conflictText } from './conflicts';

/**
 * Moves an appointment to a new start and end (a drag, a resize, a keyboard move), and in the
 * team view to other employees (`employeeIds`, the update's own field), with the
 * server's conflict check: a conflict is listed in a dialog that offers "Toch verplaatsen".
 * Answers whether it moved; false puts the calendar's copy back.
 */
export function useMoveAppointment() {
  const { message, modal } = App.useApp();
  const [update] = useUpdateAppointmentMutation();

  return useCallback(
    async (appointment: Appointment, start: string, end: string, employeeIds?: number[]) => {
      const write = (allowConflict: boolean) =>
        update({
          id: appointment.id,
          appointmentInput: {
            title: appointment.title,
            start,
            end,
            employeeIds: employeeIds ?? appointment.employeeIds,
            ...(allowConflict && { allowConflict: true }),
          },
        }).unwrap();
      try {
        await write(false);
      } catch (error) {
        const conflicts = conflictsOf(error);
        if (!conflicts) {
          message.error(
            t('agenda.moveFailed', { reason: errorText(error as FetchBaseQueryError) }),
          );
          return false;
        }
        const anyway = await modal.confirm({
          title: t('appointment.conflictTitle'),
          content: (
            <ul className="bo-conflict-list">
              {conflicts.map((conflict, index) => (
                <li key={index}>{conflictText(conflict)}</li>
              ))}
            </ul>
          ),
          okText: t('appointment.moveAnyway'),
          cancelText: t('appointment.chooseOther'),
          okButtonProps: { danger: true },
          focusable: { autoFocusButton: 'cancel' },
          width: 560,
        });
        if (!anyway) return false;
        try {
          await write(true);
        } catch (failure) {
          message.error(
            t('agenda.moveFailed', { reason: errorText(failure as FetchBaseQueryError) }),
          );
          return false;
        }
      }
      message.success(t('agenda.moved', { when: formatBrussels(start) }));
      return true;
    },
    [update, message, modal],
  );
}
