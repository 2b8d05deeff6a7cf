/**
 * What a staff member reads when the invoice breaks an official rule (docs/product.md §
 * Facturen): a Dutch sentence for each rule that what they entered can break, saying what to
 * correct; any other rule keeps the official English text (it then points at our generator).
 * Keys are the rule IDs of the CEN EN 16931 and Peppol BIS 3.0 schematron.
 */

const sums =
  'De totalen van de factuur kloppen niet met de regels; bereken de factuur opnieuw en ' +
  'meld het als het blijft';

export const RULE_MESSAGES: Record<string, string> = {
  // What the document needs
  'UBL-XSD': 'Het document volgt het UBL 2.1-schema niet',
  'BR-02': 'Het factuurnummer ontbreekt',
  'BR-03': 'De factuurdatum ontbreekt',
  'BR-16': 'De factuur heeft geen enkele regel',
  'BR-55': 'De creditnota vermeldt niet welke factuur ze corrigeert',
  'PEPPOL-EN16931-R002': 'Een factuur mag maar één opmerking hebben',
  'PEPPOL-EN16931-R003': 'De referentie van de klant (of een bestelreferentie) ontbreekt',
  'PEPPOL-EN16931-R008': 'Het document bevat een leeg veld: vul het in of laat het weg',

  // The company and the customer
  'BR-06': 'De naam van ons bedrijf ontbreekt (Beheer › Bedrijf)',
  'BR-07': 'De naam van de klant ontbreekt',
  'BR-08': 'Het adres van ons bedrijf ontbreekt (Beheer › Bedrijf)',
  'BR-09': 'Het land van ons bedrijf ontbreekt (Beheer › Bedrijf)',
  'BR-10': 'Het adres van de klant ontbreekt',
  'BR-11': 'Het land van de klant ontbreekt',
  'BR-CO-09': 'Een btw-nummer moet met de landcode beginnen, bijvoorbeeld BE0123456749',
  'BR-CO-26': 'Ons bedrijf heeft geen btw-nummer of ondernemingsnummer (Beheer › Bedrijf)',
  'PEPPOL-COMMON-R043':
    'Het ondernemingsnummer (KBO) is ongeldig: tien cijfers waarvan de laatste twee ' +
    'het controlegetal zijn (97 min de eerste acht modulo 97)',
  'PEPPOL-EN16931-R020': 'Het Peppol-ID van ons bedrijf ontbreekt (Beheer › Bedrijf)',
  'PEPPOL-EN16931-R010':
    'De klant heeft geen Peppol-ID: een particulier krijgt de factuur als PDF per e-mail',
  'PEPPOL-EN16931-CL008':
    'Het Peppol-ID heeft een onbekend schema (voor een Belgisch bedrijf 0208)',
  'BR-61': 'Het rekeningnummer (IBAN) van ons bedrijf ontbreekt (Beheer › Bedrijf)',
  'BR-50': 'Het rekeningnummer (IBAN) van ons bedrijf ontbreekt (Beheer › Bedrijf)',

  // The lines
  'BR-21': 'Een regel heeft geen nummer',
  'BR-22': 'Een regel heeft geen hoeveelheid',
  'BR-23': 'Een regel heeft geen eenheid',
  'BR-24': 'Een regel heeft geen bedrag',
  'BR-25': 'Een regel heeft geen omschrijving',
  'BR-26': 'Een regel heeft geen eenheidsprijs',
  'BR-27': 'Een eenheidsprijs mag niet negatief zijn; maak voor een correctie een creditnota',
  'BR-CL-23': 'Een regel heeft een onbekende eenheid (UN/ECE rec. 20: C62, HUR, MTK, MTR …)',
  'PEPPOL-EN16931-R120': `Het bedrag van een regel klopt niet met hoeveelheid × prijs − korting. ${sums}`,

  // VAT
  'BR-S-02': 'Ons btw-nummer ontbreekt, nodig voor een factuur met btw (Beheer › Bedrijf)',
  'BR-S-05': 'Een regel met btw heeft geen tarief (21, 12 of 6 %)',
  'BR-E-02': 'Ons btw-nummer ontbreekt, nodig voor een vrijgestelde levering (Beheer › Bedrijf)',
  'BR-E-10': 'Een vrijstelling van btw (E) heeft een reden nodig op de regel',
  'BR-AE-02':
    'Btw verlegd (medecontractant) vraagt ons btw-nummer én dat van de klant: vul het ' +
    'btw-nummer van de klant in',
  'BR-AE-05': 'Bij btw verlegd is het tarief 0 %',
  'BR-AE-10': 'Bij btw verlegd hoort de wettelijke vermelding (verlegging van heffing)',
  'BR-IC-02':
    'Een intracommunautaire levering (K) vraagt ons btw-nummer én dat van de klant in een ' +
    'andere lidstaat',
  'BR-IC-05': 'Bij een intracommunautaire levering is het tarief 0 %',
  'BR-IC-10': 'Een intracommunautaire levering vraagt de reden van vrijstelling',
  'BR-IC-11': 'Een intracommunautaire levering vraagt de leveringsdatum',
  'BR-IC-12': 'Een intracommunautaire levering vraagt het land van levering',

  // Totals
  'BR-CO-10': `De som van de regels klopt niet. ${sums}`,
  'BR-CO-13': `Het totaal zonder btw klopt niet. ${sums}`,
  'BR-CO-14': `Het btw-totaal klopt niet met de btw per tarief. ${sums}`,
  'BR-CO-15': `Het totaal met btw klopt niet. ${sums}`,
  'BR-CO-16': `Het te betalen bedrag klopt niet (totaal − voorschot). ${sums}`,
  'BR-CO-17': `De btw van een tarief klopt niet met de maatstaf × het tarief. ${sums}`,
  'BR-S-08': `De maatstaf van een btw-tarief klopt niet met de regels. ${sums}`,
  'BR-S-09': `De btw van een tarief klopt niet met maatstaf × tarief. ${sums}`,
};

/** The Dutch message of `rule`, or the official text (without its '[RULE]-' prefix). */
export function ruleMessage(rule: string, official: string): string {
  return RULE_MESSAGES[rule] ?? official.replace(/^\[[^\]]*\]-/, '');
}
