import { useDatabaseBefore } from '../test/migration-before';
import { MIGRATIONS, type Scratch } from '../test/scratch-database';

/**
 * Migration 0034 (the company's settings and the customers' invoicing identity) on a database as the release before it
 * left it: the single invoice line split into street, postal code and city where it reads as a
 * Belgian address, kept whole in street where it does not; the VAT number and Peppol ID of a
 * company with an enterprise number filled; the search still finds the address. On PGlite, or
 * on a fresh database of the PostgreSQL server named by TEST_DATABASE_URL.
 */

let database: Scratch;
const current = useDatabaseBefore('0033_documents_drop_search_text');
beforeEach(() => {
  database = current();
});

test('splits Belgian address lines, keeps the rest whole and fills the Peppol ID', async () => {
  await database.query(`
    insert into customers (kind, first_name, last_name, company_name, invoice_address, enterprise_number, vat_liable)
    values ('person', 'Jan', 'Peeters', '', 'Kerkstraat 14, 9050 Gentbrugge', '', false),
           ('person', 'An', 'Maes', '', '  Lange Kievitstraat 88 bus 2 , B-2018 Antwerpen ', '', false),
           ('company', '', '', 'Bouw NV', 'Coupure Links 210, bus 3, 9000 Gent', '0403170701', true),
           ('company', '', '', 'Dak BV', 'Stationsstraat 22 9100 Sint-Niklaas', '0202239951', false),
           ('person', 'Els', 'Wouters', '', 'Rue de la Loi 16, 1000 Bruxelles, Belgique', '', false),
           ('person', 'Tom', 'Claes', '', 'ergens achter de kerk', '', false),
           ('person', 'Lies', 'Smet', '', '', '', false)`);

  await database.migrate(MIGRATIONS);

  const rows = await database.query(
    'select street, postal_code, city, country, vat_number, peppol_id from customers order by id',
  );
  expect(rows).toEqual([
    {
      street: 'Kerkstraat 14',
      postal_code: '9050',
      city: 'Gentbrugge',
      country: 'BE',
      vat_number: '',
      peppol_id: '',
    },
    {
      street: 'Lange Kievitstraat 88 bus 2',
      postal_code: '2018',
      city: 'Antwerpen',
      country: 'BE',
      vat_number: '',
      peppol_id: '',
    },
    {
      street: 'Coupure Links 210, bus 3',
      postal_code: '9000',
      city: 'Gent',
      country: 'BE',
      vat_number: 'BE0403170701',
      peppol_id: '0208:0403170701',
    },
    {
      street: 'Stationsstraat 22',
      postal_code: '9100',
      city: 'Sint-Niklaas',
      country: 'BE',
      vat_number: '',
      peppol_id: '0208:0202239951',
    },
    {
      street: 'Rue de la Loi 16',
      postal_code: '1000',
      city: 'Bruxelles, Belgique',
      country: 'BE',
      vat_number: '',
      peppol_id: '',
    },
    {
      street: 'ergens achter de kerk',
      postal_code: '',
      city: '',
      country: 'BE',
      vat_number: '',
      peppol_id: '',
    },
    { street: '', postal_code: '', city: '', country: 'BE', vat_number: '', peppol_id: '' },
  ]);

  const found = await database.query<{ id: number }>(
    "select id from customers where strpos(search, fold_search('gentbrugge')) > 0 or strpos(search, fold_search('achter de kerk')) > 0 order by id",
  );
  expect(found.map((row) => row.id)).toEqual([1, 6]);
});
