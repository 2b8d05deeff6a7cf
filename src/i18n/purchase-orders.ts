import { addLabels } from './index';
import { purchaseOrdersNlBE } from './sections/purchase-orders.nl-BE';

// The purchase order screens (and the order's link on a purchase's page) import `t` from here,
// so their labels load with them.
addLabels(purchaseOrdersNlBE);

export { t, format } from './index';
