import type { Customer } from './api';

/** A stored enterprise number (ten digits) as people read it: 0403.170.701. */
export const formatEnterpriseNumber = (digits: string) =>
  /^\d{10}$/.test(digits)
    ? `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`
    : digits;

/** A customer's place: their first site's address, else the invoice address. */
export const addressOf = (customer: Customer) =>
  customer.siteAddresses[0] ?? customer.invoiceAddress;
