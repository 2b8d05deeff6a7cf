import { addLabels } from './index';
import { historyNlBE } from './sections/history.nl-BE';

// The history screens import `t` from here, so their labels load with them.
addLabels(historyNlBE);

export { t, format } from './index';
