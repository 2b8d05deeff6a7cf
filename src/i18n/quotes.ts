import { addLabels } from './index';
import { quotesNlBE } from './sections/quotes.nl-BE';

// Offertes' screens and the customer's page of a quote import `t` from here, so their labels
// load with them.
addLabels(quotesNlBE);

export { t, format } from './index';
