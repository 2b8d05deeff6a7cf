import { addLabels } from './index';
import { languageNlBE } from './sections/language.nl-BE';

// The language screen and the language entry form import `t` from here, so their labels load
// with them.
addLabels(languageNlBE);

export { t, format } from './index';
