/**
 * The statements Belgian law requires on an invoice, word for word, for the PDF and the UBL
 * alike (docs/product.md § Facturen). Legal wording: to be confirmed by the accountant.
 */

/** Reverse charge for construction work (KB nr. 1, art. 20, § 2): the words the law prescribes. */
export const REVERSE_CHARGE_STATEMENT =
  'Verlegging van heffing. Bij gebrek aan schriftelijke betwisting binnen een termijn van één ' +
  'maand vanaf de ontvangst van de factuur, wordt de klant geacht te erkennen dat hij een ' +
  'belastingplichtige is gehouden tot de indiening van periodieke aangiften. Als die voorwaarde ' +
  'niet vervuld is, is de klant ten aanzien van die voorwaarde aansprakelijk voor de betaling ' +
  'van de verschuldigde belasting, interesten en geldboeten.';

/**
 * 6 % for the renovation of a private dwelling at least ten years old (KB nr. 20, table A,
 * rubriek XXXI): since 2022 this statement on the invoice replaces the customer's signed
 * certificate.
 */
export const RENOVATION_STATEMENT =
  'Btw-tarief: Bij gebrek aan schriftelijke betwisting binnen een termijn van één maand vanaf ' +
  'de ontvangst van de factuur, wordt de klant geacht te erkennen dat (1) de werken worden ' +
  'verricht aan een woning waarvan de eerste ingebruikneming heeft plaatsgevonden in een ' +
  'kalenderjaar dat ten minste tien jaar voorafgaat aan de datum van de eerste factuur met ' +
  'betrekking tot die werken, (2) de woning, na uitvoering van die werken, uitsluitend of ' +
  'hoofdzakelijk als privéwoning wordt gebruikt en (3) de werken worden verstrekt en ' +
  'gefactureerd aan een eindverbruiker. Wanneer minstens één van die voorwaarden niet is ' +
  'voldaan, zal het normale btw-tarief van 21 pct. van toepassing zijn en is de afnemer ten ' +
  'aanzien van die voorwaarden aansprakelijk voor de betaling van de verschuldigde belasting, ' +
  'interesten en geldboeten.';
