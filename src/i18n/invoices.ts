import { addLabels } from './index';
import { invoicesNlBE } from './sections/invoices.nl-BE';

// Facturen's screens import `t` from here, so their labels load with them.
addLabels(invoicesNlBE);

export { t, format } from './index';
