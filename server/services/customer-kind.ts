import type { Db } from '../db/client';
import { field, strings } from '../domain/version-values';
import {
  customersWithEmail,
  deleteCustomersWithEmail,
  type CustomerTrashItem,
} from '../repositories/customers';
import { removeVersionsOf } from '../repositories/history';
import { forgetProjectCustomers } from '../repositories/projects';
import { removeTrashedWithEmail } from '../repositories/trash';
import { CustomerDetail, CustomerVersionData } from '../schemas';
import { declareKind } from './content-kind';
import {
  customerState,
  customerTarget,
  putCustomerBack,
  readCustomer,
  writeCustomer,
} from './customers';

/**
 * Erases the register's customers with this e-mail address, in the caller's transaction: the
 * records, those in the trash, and their history. Their projects stay, without the customer, the
 * site address or anything else of the person ("gewiste klant"). Answers how many customers went.
 */
async function eraseCustomerRecords(tx: Db, email: string) {
  const linked = (await customersWithEmail(tx, email)).map((customer) => customer.id);
  const trashed = await removeTrashedWithEmail<CustomerTrashItem>(
    tx,
    'customer',
    ['customer', 'email'],
    email,
  );
  await forgetProjectCustomers(tx, {
    customerIds: linked,
    projectIds: trashed.flatMap(({ item }) => item.projectIds ?? []),
  });
  const removed = await deleteCustomersWithEmail(tx, email);
  const all = [...removed, ...trashed.map((customer) => customer.id)];
  await removeVersionsOf(
    tx,
    all.map((id) => ({ kind: 'customer' as const, id })),
  );
  return all.length;
}

/** A customer of the register as a content kind (docs/architecture.md § Content kinds). */
export const customerKind = declareKind<'customer', CustomerTrashItem>({
  kind: 'customer',
  name: 'Customer',
  tables: ['customers'],
  version: CustomerVersionData,
  answer: CustomerDetail,
  state: customerState,
  target: (_db, id, data) => customerTarget(id, data as Parameters<typeof customerTarget>[1]),
  async restoreVersion(tx, id, data, current, by) {
    await writeCustomer(
      tx,
      id,
      {
        kind: data.kind === 'company' ? 'company' : data.kind === 'person' ? 'person' : undefined,
        firstName: field(data, 'firstName', current.firstName as string),
        lastName: field(data, 'lastName', current.lastName as string),
        companyName: field(data, 'companyName', current.companyName as string),
        email: field(data, 'email', current.email as string),
        phone: field(data, 'phone', current.phone as string),
        // A version from before the address was structured has its single line in street.
        street: field(data, 'street', field(data, 'invoiceAddress', current.street as string)),
        postalCode: field(
          data,
          'postalCode',
          'street' in data ? (current.postalCode as string) : '',
        ),
        city: field(data, 'city', 'street' in data ? (current.city as string) : ''),
        country: field(data, 'country', current.country as string),
        siteAddresses: strings(data, 'siteAddresses', current),
        language: (['nl', 'en', 'fr'] as const).find((code) => code === data.language),
        notes: field(data, 'notes', current.notes as string),
        enterpriseNumber: field(data, 'enterpriseNumber', current.enterpriseNumber as string),
        vatLiable: field(data, 'vatLiable', current.vatLiable as boolean),
        vatNumber: field(data, 'vatNumber', current.vatNumber as string),
        peppolId: field(data, 'peppolId', current.peppolId as string),
        isCustomer: field(data, 'isCustomer', current.isCustomer as boolean),
        isSupplier: field(data, 'isSupplier', current.isSupplier as boolean),
        iban: field(data, 'iban', current.iban as string),
        bic: field(data, 'bic', current.bic as string),
        paymentTermDays:
          data.paymentTermDays === null || Number.isInteger(data.paymentTermDays)
            ? (data.paymentTermDays as number | null)
            : (current.paymentTermDays as number | null),
        subcontractor: field(data, 'subcontractor', current.subcontractor as boolean),
      },
      by,
    );
  },
  // With their conversations, appointments and projects, as their own read answers.
  read: readCustomer,
  async putBack(tx, item) {
    await putCustomerBack(tx, item);
    return undefined;
  },
  // The records, those in the trash and their history go; their projects stay without them.
  customerData: {
    exportAs: 'customers',
    export: (db, { email }) => customersWithEmail(db, email),
    erase: async (tx, { email }) => ({ customers: await eraseCustomerRecords(tx, email) }),
    erased: ({ customers }) => (customers ? `${customers} klant(en)` : ''),
  },
});
