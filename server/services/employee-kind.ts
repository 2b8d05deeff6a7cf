import type { WorkingHours } from '../../calendar/zone';
import { field } from '../domain/version-values';
import { EmployeeDetail, EmployeeVersionData } from '../schemas';
import { declareKind } from './content-kind';
import {
  employeeState,
  employeeTarget,
  putEmployeeBack,
  readEmployee,
  writeEmployee,
} from './employees';
import type { EmployeeTrashItem } from '../repositories/employees';

/** An employee as a content kind (docs/architecture.md § Content kinds). */
export const employeeKind = declareKind<'employee', EmployeeTrashItem>({
  kind: 'employee',
  name: 'Employee',
  tables: ['employees', 'employeeAbsences'],
  version: EmployeeVersionData,
  answer: EmployeeDetail,
  state: employeeState,
  target: (_db, id, data) => employeeTarget(id, data as { firstName: string; lastName: string }),
  async restoreVersion(tx, id, data, current, by) {
    await writeEmployee(
      tx,
      id,
      {
        firstName: field(data, 'firstName', current.firstName as string),
        lastName: field(data, 'lastName', current.lastName as string),
        jobTitle: field(data, 'jobTitle', current.jobTitle as string),
        email: field(data, 'email', current.email as string),
        phone: field(data, 'phone', current.phone as string),
        colour: field(data, 'colour', current.colour as string),
        active: field(data, 'active', current.active as boolean),
        workingHours: Array.isArray(data.workingHours)
          ? (data.workingHours as WorkingHours[])
          : (current.workingHours as WorkingHours[]),
        // A version from before hourly costs were kept has none: the cost stays as it is.
        hourlyCost:
          data.hourlyCost === null || Number.isSafeInteger(data.hourlyCost)
            ? (data.hourlyCost as number | null)
            : (current.hourlyCost as number | null),
        // The account may be someone else's by now: the link stays as it is.
      },
      by,
    );
  },
  // With their absences, as their own read answers.
  read: readEmployee,
  async putBack(tx, item) {
    await putEmployeeBack(tx, item);
    return undefined;
  },
  customerData: { holdsNothing: "The company's staff: no customer's data" },
});
