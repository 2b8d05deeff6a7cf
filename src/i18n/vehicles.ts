import { addLabels } from './index';
import { vehiclesNlBE } from './sections/vehicles.nl-BE';

// Voertuigen's screens import `t` from here, so their labels load with them.
addLabels(vehiclesNlBE);

export { t, format } from './index';
