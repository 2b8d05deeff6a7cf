import { addLabels } from './index';
import { agendaNlBE } from './sections/agenda.nl-BE';

// The agenda, its calendar and the appointment form import `t` from here, so their
// labels load with them.
addLabels(agendaNlBE);

export { t, format } from './index';
