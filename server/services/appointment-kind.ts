import { field, integers } from '../domain/version-values';
import { Appointment, AppointmentVersionData } from '../schemas';
import { customerAppointments, eraseCustomerAppointments } from './appointment-data';
import {
  appointmentState,
  appointmentTarget,
  putAppointmentBack,
  writeAppointment,
} from './appointments';
import { declareKind } from './content-kind';
import { describeMissing } from './missing';
import type { AppointmentTrashItem } from '../repositories/appointments';

/** An appointment as a content kind (docs/architecture.md § Content kinds). */
export const appointmentKind = declareKind<'appointment', AppointmentTrashItem>({
  kind: 'appointment',
  name: 'Appointment',
  tables: ['appointments', 'appointmentEmployees'],
  version: AppointmentVersionData,
  answer: Appointment,
  state: appointmentState,
  target: (_db, id, data) => appointmentTarget(id, String(data.title)),
  restoreVersion(tx, id, data, current, by, mail) {
    const reference = (name: string) =>
      Number.isInteger(data[name]) ? (data[name] as number) : (current[name] as number | null);
    // Restoring puts back what was there: the conflicts it may have now do not stop it.
    return writeAppointment(
      tx,
      mail,
      id,
      {
        title: field(data, 'title', current.title as string),
        start: field(data, 'start', current.start as string),
        end: field(data, 'end', current.end as string),
        employeeIds: integers(data, 'employeeIds', current),
        customer: {
          name: field(data, 'customerName', current.customerName as string),
          email: field(data, 'customerEmail', current.customerEmail as string),
          phone: field(data, 'customerPhone', current.customerPhone as string),
        },
        address: field(data, 'address', current.address as string),
        serviceId: reference('serviceId'),
        chatId: reference('chatId'),
        projectId: reference('projectId'),
        // A version from before vehicles were booked keeps the current one.
        vehicleId: reference('vehicleId'),
        notes: field(data, 'notes', current.notes as string),
        status: field(data, 'status', current.status as 'gepland'),
        travelMinutes: field(data, 'travelMinutes', current.travelMinutes as number),
        allowConflict: true,
      },
      by,
      'restore',
    );
  },
  async putBack(tx, item, mail) {
    const missing = await putAppointmentBack(tx, mail, item);
    return missing && describeMissing(tx, 'employee', missing);
  },
  // Those to come go, past ones keep the work done without the customer (appointment-data.ts).
  customerData: {
    exportAs: 'appointments',
    export: (db, { email, customerIds }) => customerAppointments(db, email, customerIds),
    async erase(tx, { email, customerIds }) {
      const { removed, kept } = await eraseCustomerAppointments(tx, email, customerIds);
      return { appointmentsRemoved: removed, appointmentsKept: kept };
    },
    erased: ({ appointmentsRemoved, appointmentsKept }) => {
      const count = appointmentsRemoved + appointmentsKept;
      return count ? `${count} afspraak/afspraken` : '';
    },
  },
});
