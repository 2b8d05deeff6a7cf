import { addLabels } from './index';
import { servicesNlBE } from './sections/services.nl-BE';

// The services screens import `t` from here, so their labels load with them.
addLabels(servicesNlBE);

export { t, format } from './index';
