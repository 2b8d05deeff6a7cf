import { addLabels } from './index';
import { trashNlBE } from './sections/trash.nl-BE';

// The trash and activity screens import `t` from here, so their labels load with them.
addLabels(trashNlBE);

export { t, format } from './index';
