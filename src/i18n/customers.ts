import { addLabels } from './index';
import { customersNlBE } from './sections/customers.nl-BE';

// The customers' screens, the customer form and picker, a conversation's customer block and the
// appointment form's customer choice import `t` from here, so their labels load with them.
addLabels(customersNlBE);

export { t, format } from './index';
