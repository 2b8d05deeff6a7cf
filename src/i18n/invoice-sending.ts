import { addLabels } from './index';
import { invoiceSendingNlBE } from './sections/invoice-sending.nl-BE';

// An invoice's sending panel imports `t` from here, so its labels load with it.
addLabels(invoiceSendingNlBE);

export { t, format } from './index';
