import { addLabels } from './index';
import { financesNlBE } from './sections/finances.nl-BE';

// Financiën's screen imports `t` from here, so its labels load with it.
addLabels(financesNlBE);

export { t, format } from './index';
