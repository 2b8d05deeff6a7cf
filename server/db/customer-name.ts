import { sql } from 'drizzle-orm';
import { customers } from './schema';

/**
 * What a customer or supplier of the register is called, read with the row that refers to it:
 * a company's name, or a person's first and last name (docs/product.md § Klanten).
 */
export const customerNameSql = sql<string | null>`case when ${customers.kind} = 'company'
  then ${customers.companyName}
  else btrim(${customers.firstName} || ' ' || ${customers.lastName}) end`;
