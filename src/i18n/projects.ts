import { addLabels } from './index';
import { projectsNlBE } from './sections/projects.nl-BE';

// Projecten's screens and the statistics' project charts import `t` from here, so their labels
// load with them.
addLabels(projectsNlBE);

export { t, format } from './index';
