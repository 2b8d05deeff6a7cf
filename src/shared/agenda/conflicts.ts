import { t } from '../../i18n/agenda';
import { dayjs } from '../dates';
import { formatBrussels } from '../brussels';
import type { AppointmentConflict } from './api';

const day = (date: string) => dayjs.utc(date).format('dddd DD/MM/YYYY');
const shortDay = (date: string) => dayjs.utc(date).format('DD/MM/YYYY');

/** One conflict as a Dutch sentence: who, what and when, in Brussels time. */
export function conflictText(conflict: AppointmentConflict): string {
  const employee = conflict.employeeName ?? '';
  switch (conflict.kind) {
    case 'appointment':
      return t('appointment.conflictAppointment', {
        employee,
        title: conflict.appointment?.title ?? '',
        from: conflict.appointment ? formatBrussels(conflict.appointment.start) : '',
        to: conflict.appointment ? formatBrussels(conflict.appointment.end) : '',
      });
    case 'absence':
      return t('appointment.conflictAbsence', {
        employee,
        kind: conflict.absence ? t(`absence.kind.${conflict.absence.kind}`) : '',
        from: conflict.absence ? shortDay(conflict.absence.from) : '',
        to: conflict.absence ? shortDay(conflict.absence.to) : '',
      });
    case 'holiday':
      return t('appointment.conflictHoliday', {
        date: conflict.date ? day(conflict.date) : '',
        name: conflict.holiday ?? '',
      });
    case 'outsideHours': {
      const hours = conflict.hours ?? [];
      const date = conflict.date ? day(conflict.date) : '';
      return hours.length
        ? t('appointment.conflictHours', {
            employee,
            date,
            hours: hours.map((period) => `${period.start} tot ${period.end}`).join(' en '),
          })
        : t('appointment.conflictFreeDay', { employee, date });
    }
  }
}

/** The conflicts of a 409 APPOINTMENT_CONFLICT answer, or undefined for any other failure. */
export function conflictsOf(error: unknown): AppointmentConflict[] | undefined {
  const data = (error as { status?: unknown; data?: unknown } | undefined)?.data as
    { code?: string; conflicts?: AppointmentConflict[] } | undefined;
  return data?.code === 'APPOINTMENT_CONFLICT' ? (data.conflicts ?? []) : undefined;
}
