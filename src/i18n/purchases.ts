import { addLabels } from './index';
import { purchasesNlBE } from './sections/purchases.nl-BE';

// Aankopen's screens import `t` from here, so their labels load with them.
addLabels(purchasesNlBE);

export { t, format } from './index';
