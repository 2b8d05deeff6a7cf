import { addLabels } from './index';
import { imagesNlBE } from './sections/images.nl-BE';

// The images library imports `t` from here, so its labels load with it.
addLabels(imagesNlBE);

export { t, format } from './index';
