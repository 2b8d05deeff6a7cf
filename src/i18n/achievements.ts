import { addLabels } from './index';
import { achievementsNlBE } from './sections/achievements.nl-BE';

// The achievements screen imports `t` from here, so its labels load with it.
addLabels(achievementsNlBE);

export { t, format } from './index';
