import { addLabels } from './index';
import { inventoryNlBE } from './sections/inventory.nl-BE';

// Inventaris's screens import `t` from here, so their labels load with them.
addLabels(inventoryNlBE);

export { t, format } from './index';
