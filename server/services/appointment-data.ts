import type { Db } from '../db/client';
import {
  type AppointmentTrashItem,
  appointmentsOfCustomer,
  eraseCustomerFromAppointments,
  removeLinksOf,
} from '../repositories/appointments';
import { recordCapturedVersion, removeVersionsOf } from '../repositories/history';
import { removeMailOfAppointments } from '../repositories/outbox';
import { removeTrashedWithEmail } from '../repositories/trash';
import { appointmentState } from './appointments';

/**
 * A customer's appointments for their right of access and erasure (docs/product.md § Agenda):
 * what the conversations' export and erasure (services/chats.ts) add of the agenda.
 */

/** A customer's appointments (by e-mail address, any letter case), for their data export. */
export const customerAppointments = (db: Db, email: string, customerIds: number[] = []) =>
  appointmentsOfCustomer(db, email.trim(), customerIds);

/**
 * Erases a customer from the agenda, in the caller's transaction: appointments still to come go
 * (with their history and mail), past ones keep the work done without the customer, and the
 * trash forgets their removed appointments. `customerIds`: the customers of the register being
 * erased, whose appointments go the same way whatever address they carry. Answers how many appointments were removed and
 * how many kept without the customer.
 */
export async function eraseCustomerAppointments(tx: Db, email: string, customerIds: number[] = []) {
  const address = email.trim();
  const { removed, stripped } = await eraseCustomerFromAppointments(tx, address, customerIds);
  const trashed = await removeTrashedWithEmail<AppointmentTrashItem>(
    tx,
    'appointment',
    ['appointment', 'customerEmail'],
    address,
  );
  const touched = [...removed, ...stripped, ...trashed.map((item) => item.id)];
  await removeMailOfAppointments(tx, touched);
  await removeLinksOf(tx, stripped);
  await removeVersionsOf(
    tx,
    touched.map((id) => ({ kind: 'appointment' as const, id })),
  );
  for (const id of stripped) {
    const state = await appointmentState(tx, id);
    if (state) await recordCapturedVersion(tx, 'appointment', id, null, state);
  }
  return { removed: removed.length + trashed.length, kept: stripped.length };
}
