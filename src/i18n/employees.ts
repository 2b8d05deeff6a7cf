import { addLabels } from './index';
import { agendaNlBE } from './sections/agenda.nl-BE';
import { employeesNlBE } from './sections/employees.nl-BE';

// The employees' screens import `t` from here, so their labels load with them. An employee's
// page shows their agenda and absences, so the agenda's labels come along.
addLabels(agendaNlBE);
addLabels(employeesNlBE);

export { t, format } from './index';
