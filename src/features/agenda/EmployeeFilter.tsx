import { Checkbox } from 'antd';
import { t } from '../../i18n/agenda';
import type { Employee } from '../../entities/appointments/api';

/**
 * Which employees' appointments the agenda shows, each with their colour; none chosen shows
 * everyone. Inactive employees are offered only while they are chosen.
 */
export function EmployeeFilter({
  employees,
  chosen,
  onChange,
}: {
  employees: readonly Employee[];
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  const offered = employees.filter((employee) => employee.active || chosen.includes(employee.id));
  return (
    <fieldset className="bo-agenda__filter">
      <legend className="bo-sr-only">{t('agenda.filter')}</legend>
      <Checkbox checked={chosen.length === 0} onChange={() => onChange([])}>
        {t('agenda.filterAll')}
      </Checkbox>
      {offered.map((employee) => (
        <Checkbox
          key={employee.id}
          checked={chosen.includes(employee.id)}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? [...chosen, employee.id]
                : chosen.filter((id) => id !== employee.id),
            )
          }
        >
          <span
            className="bo-agenda__swatch"
            style={{ background: employee.colour }}
            aria-hidden="true"
          />
          {employee.firstName} {employee.lastName}
        </Checkbox>
      ))}
    </fieldset>
  );
}
