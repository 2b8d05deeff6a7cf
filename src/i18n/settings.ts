import { addLabels } from './index';
import { settingsNlBE } from './sections/settings.nl-BE';

// The settings screen imports `t` from here, so its labels load with it.
addLabels(settingsNlBE);

export { t, format } from './index';
