import { addLabels } from './index';
import { imageInputNlBE } from './sections/image-input.nl-BE';

// The shared image input imports `t` from here, so its labels load with the screens showing it.
addLabels(imageInputNlBE);

export { t, format } from './index';
