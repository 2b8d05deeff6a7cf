import type { Db } from '../db/client';
import { DEFAULT_WITHHOLDING_ACCOUNTS } from '../db/schema';
import { normalizeEmail } from '../domain/email';
import { formatEnterpriseNumber, normaliseEnterpriseNumber } from '../domain/enterprise-number';
import { validation } from '../domain/errors';
import { normaliseBic } from '../domain/bic';
import { normaliseIban } from '../domain/iban';
import type { InvoiceSeller } from '../domain/invoice-document';
import { peppolIdOrDefault } from '../domain/peppol-id';
import { enterpriseNumberOfVat, normaliseVatNumber } from '../domain/vat-number';
import { logActivity } from '../repositories/activity';
import {
  loadCompanySettings,
  saveCompanySettings,
  type CompanySettingsRecord,
} from '../repositories/company-settings';
import type { Actor } from './language';

/**
 * The company's invoicing identity (docs/product.md § Facturen): set by the Beheerder in
 * /settings › Bedrijf, read by every invoice and quote (the seller, the numbering prefixes, the
 * payment term and the footer).
 */

/** Until the Beheerder sets them: nothing but the defaults of the terms and the numbering. */
export const DEFAULT_COMPANY_SETTINGS: CompanySettingsRecord = {
  name: '',
  street: '',
  postalCode: '',
  city: '',
  country: 'BE',
  email: '',
  enterpriseNumber: '',
  vatNumber: '',
  iban: '',
  bic: '',
  peppolId: '',
  paymentTermDays: 30,
  invoiceFooter: '',
  numberPrefixes: { invoice: '', creditNote: 'CN-', quote: 'OF-' },
  reminderDays: [7, 21, 35],
  approvalLimits: { kantoor: 250_000 },
  withholdingAccounts: { ...DEFAULT_WITHHOLDING_ACCOUNTS },
  vatPeriod: 'quarter',
};

/** What a change gives: the reminder days and approval limits may be left out, keeping the stored ones. */
export type CompanySettingsInput = Omit<
  CompanySettingsRecord,
  'reminderDays' | 'approvalLimits' | 'withholdingAccounts' | 'vatPeriod'
> & {
  vatPeriod?: CompanySettingsRecord['vatPeriod'];
  reminderDays?: number[];
  approvalLimits?: CompanySettingsRecord['approvalLimits'];
  withholdingAccounts?: CompanySettingsRecord['withholdingAccounts'];
};

/** Three increasing day counts of 1–365, or 400 with the Dutch message. */
function checkedReminderDays(days: number[]) {
  const fine =
    days.length === 3 &&
    days.every(
      (day, index) =>
        Number.isInteger(day) && day >= 1 && day <= 365 && (index === 0 || day > days[index - 1]),
    );
  if (!fine)
    throw validation(
      'Geef drie termijnen voor de herinneringen, elk van 1 tot 365 dagen na de vervaldag en elk later dan de vorige (bijvoorbeeld 7, 21 en 35).',
    );
  return [...days];
}

/** One account of the withheld parts, a valid IBAN; 400 naming which account it is. */
function withholdingAccount(typed: string, whose: string) {
  try {
    const iban = normaliseIban(typed);
    if (iban) return iban;
  } catch (error) {
    throw validation(`Rekening van ${whose} (inhoudingsplicht): ${(error as Error).message}`);
  }
  throw validation(`Rekening van ${whose} (inhoudingsplicht): vul het rekeningnummer in.`);
}

/** Both accounts of the withheld parts (the RSZ, FOD Financiën), each a valid IBAN. */
const checkedWithholdingAccounts = (accounts: CompanySettingsRecord['withholdingAccounts']) => ({
  social: withholdingAccount(accounts.social, 'de RSZ'),
  tax: withholdingAccount(accounts.tax, 'FOD Financiën'),
});

/** The company settings as stored, or the defaults. */
export async function readCompanySettings(db: Db): Promise<CompanySettingsRecord> {
  return (await loadCompanySettings(db)) ?? DEFAULT_COMPANY_SETTINGS;
}

/**
 * The settings as they are stored, every identifier checked and normalised, or 400 with the
 * Dutch message of the first that is wrong. An empty Peppol ID becomes 0208:<KBO>.
 */
export function checkedCompanySettings(
  input: CompanySettingsInput,
  stored: CompanySettingsRecord = DEFAULT_COMPANY_SETTINGS,
): CompanySettingsRecord {
  const name = input.name.trim();
  if (!name) throw validation('Vul de naam van het bedrijf in.');
  const enterpriseNumber = normaliseEnterpriseNumber(input.enterpriseNumber);
  const vatNumber = normaliseVatNumber(input.vatNumber);
  if (vatNumber && enterpriseNumber && enterpriseNumberOfVat(vatNumber) !== enterpriseNumber)
    throw validation(
      `Het btw-nummer hoort bij ondernemingsnummer ${formatEnterpriseNumber(enterpriseNumberOfVat(vatNumber))}, niet bij ${formatEnterpriseNumber(enterpriseNumber)}.`,
    );
  const email = normalizeEmail(input.email);
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw validation(`'${input.email.trim()}' is geen geldig e-mailadres.`);
  return {
    name,
    street: input.street.trim(),
    postalCode: input.postalCode.trim(),
    city: input.city.trim(),
    country: input.country.trim().toUpperCase(),
    email,
    enterpriseNumber,
    vatNumber,
    iban: normaliseIban(input.iban),
    bic: normaliseBic(input.bic),
    peppolId: peppolIdOrDefault(input.peppolId, enterpriseNumber),
    paymentTermDays: input.paymentTermDays,
    invoiceFooter: input.invoiceFooter.trim(),
    numberPrefixes: { ...input.numberPrefixes },
    reminderDays: checkedReminderDays(input.reminderDays ?? stored.reminderDays),
    approvalLimits: { ...(input.approvalLimits ?? stored.approvalLimits) },
    withholdingAccounts: checkedWithholdingAccounts(
      input.withholdingAccounts ?? stored.withholdingAccounts,
    ),
    vatPeriod: input.vatPeriod ?? stored.vatPeriod,
  };
}

/**
 * The Beheerder (`by`; null: the system) sets the company's settings: checked, written with
 * its activity entry; answers what is stored.
 */
export async function changeCompanySettings(db: Db, input: CompanySettingsInput, by: Actor = null) {
  const record = checkedCompanySettings(input, await readCompanySettings(db));
  await db.transaction(async (tx) => {
    await saveCompanySettings(tx, record);
    await logActivity(tx, {
      by,
      kind: 'update',
      target: { kind: 'companySettings', id: null, label: 'Bedrijfsgegevens' },
    });
  });
  return record;
}

/** The company as an invoice's seller. */
export const sellerOf = (settings: CompanySettingsRecord): InvoiceSeller => ({
  name: settings.name,
  address: {
    street: settings.street,
    postalCode: settings.postalCode,
    city: settings.city,
    country: settings.country,
  },
  enterpriseNumber: settings.enterpriseNumber,
  vatNumber: settings.vatNumber,
  peppolId: settings.peppolId,
  email: settings.email,
  iban: settings.iban,
  bic: settings.bic,
});
