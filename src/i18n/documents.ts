import { addLabels } from './index';
import { documentsNlBE } from './sections/documents.nl-BE';

// Bestanden's screens and the documents section of a customer's, project's and employee's page
// import `t` from here, so their labels load with them.
addLabels(documentsNlBE);

export { t, format } from './index';
