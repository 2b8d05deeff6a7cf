import { addLabels } from './index';
import { statisticsNlBE } from './sections/statistics.nl-BE';

// The statistics screen and the overview's chart import `t` from here, so its labels load with them.
addLabels(statisticsNlBE);

export { t, format } from './index';
