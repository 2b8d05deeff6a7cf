import { addLabels } from './index';
import { overviewNlBE } from './sections/overview.nl-BE';

// The overview screen imports `t` from here, so its labels load with it.
addLabels(overviewNlBE);

export { t, format } from './index';
