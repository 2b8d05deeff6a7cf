import { t } from '../../i18n/inventory';

/** The units an article is counted in: UN/ECE recommendation 20 codes, as on the invoices. */
export const UNIT_CODES = ['C62', 'MTR', 'MTK', 'MTQ', 'KGM', 'LTR', 'SET'] as const;

const amount = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 3 });

/** The unit as a person writes it after a number: 'st', 'm', 'm²'; an unknown code as it is. */
export const unitText = (code: string) =>
  (UNIT_CODES as readonly string[]).includes(code)
    ? t(`inventory.unit.${code as (typeof UNIT_CODES)[number]}`)
    : code;

/** A quantity with its unit: '2,5 m'. */
export const quantityText = (quantity: number, code: string) =>
  `${amount.format(quantity)} ${unitText(code)}`;

/** What a label's QR code holds: the page's address, which a phone's own camera opens too. */
export const labelAddress = (kind: 'articles' | 'tools', id: number) =>
  `${window.location.origin}/inventory/${kind}/${id}`;

/** The page a scanned label leads to, when it is one of ours; undefined otherwise. */
export function pageOfLabel(text: string): string | undefined {
  const match = /\/inventory\/(articles|tools)\/([1-9]\d{0,9})(?:[/?#]|$)/.exec(text.trim());
  return match ? `/inventory/${match[1]}/${match[2]}` : undefined;
}
