import { addLabels } from './index';
import { fileLinksNlBE } from './sections/file-links.nl-BE';

// The public pages of the documents' links import `t` from here, so their labels load with them.
addLabels(fileLinksNlBE);

export { t, format } from './index';
