import { memo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { t } from '../../i18n/statistics';
import { ChartCard } from '../../entities/statistics/ChartCard';
import { ChartArea } from '../../entities/statistics/ChartArea';
import type { AgendaStatistics } from '../../entities/statistics/api';
import { formatDate } from '../../entities/statistics/period';
import { linkedBar } from '../../entities/statistics/LinkedBar';
import { CURRENT_COLOUR, PREVIOUS_COLOUR } from './ChatCharts';
import { DAY_CHART_MARGIN, dayAxis } from '../../entities/statistics/format';

/** The agenda's week of an employee (or everyone's): the list behind a bar. */
const agendaPath = (date: string, employeeId?: number) =>
  `/agenda?view=week&date=${date}${employeeId ? `&employees=${employeeId}` : ''}`;

const hours = (seconds: number) => Math.round(seconds / 360) / 10;

/** Appointments per employee per week, and each employee's booked hours against working hours. */
export const AgendaCharts = memo(function AgendaCharts({
  figures,
  from,
}: {
  figures: AgendaStatistics;
  from: string;
}) {
  const navigate = useNavigate();
  const weeks = [...new Set(figures.weeks.map((week) => week.start))];
  const perWeek = weeks.map((start) => ({
    start,
    label: formatDate(start),
    ...Object.fromEntries(
      figures.weeks
        .filter((week) => week.start === start)
        .map((week) => [`e${week.employeeId}`, week.appointments]),
    ),
  })) as ({ start: string; label: string } & Record<string, number | string>)[];
  const weekBar = (employee: AgendaStatistics['employees'][number]) =>
    linkedBar(
      navigate,
      (index) => agendaPath(perWeek[index].start, employee.employeeId),
      (index) =>
        `${perWeek[index].label}, ${employee.name}: ${perWeek[index][`e${employee.employeeId}`] ?? 0}`,
    );
  const weekTitle = t('statistics.chartAppointments');
  const hoursTitle = t('statistics.chartHours');
  const booked = t('statistics.columnBooked');
  const working = t('statistics.columnWorking');
  const people = figures.employees.map((employee) => ({
    ...employee,
    booked: hours(employee.bookedSeconds),
    working: hours(employee.workingSeconds),
  }));
  const hoursHeight = Math.max(160, 40 * people.length + 60);
  return (
    <div className="bo-statistics__charts">
      <ChartCard
        id="appointments"
        title={weekTitle}
        csvName="afspraken-per-week"
        columns={[
          t('statistics.columnStart'),
          t('statistics.columnEmployee'),
          t('statistics.columnCount'),
        ]}
        rows={figures.weeks.map((week) => ({
          cells: [
            formatDate(week.start),
            figures.employees.find((one) => one.employeeId === week.employeeId)?.name ?? '',
            week.appointments,
          ],
          to: agendaPath(week.start, week.employeeId),
        }))}
        empty={t('statistics.noAppointments')}
      >
        <ChartArea label={weekTitle} height={260} linked>
          <BarChart
            data={perWeek}
            margin={DAY_CHART_MARGIN}
            onClick={(state) => {
              const index = state?.activeIndex === undefined ? -1 : Number(state.activeIndex);
              if (perWeek[index]) void navigate(agendaPath(perWeek[index].start));
            }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" {...dayAxis} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
            <Tooltip />
            <Legend />
            {figures.employees.map((employee) => (
              <Bar
                isAnimationActive={false}
                key={employee.employeeId}
                dataKey={`e${employee.employeeId}`}
                name={employee.name}
                stackId="week"
                fill={employee.colour}
                cursor="pointer"
                shape={weekBar(employee)}
              />
            ))}
          </BarChart>
        </ChartArea>
      </ChartCard>
      <ChartCard
        id="hours"
        title={hoursTitle}
        csvName="geboekte-uren"
        columns={[
          t('statistics.columnEmployee'),
          t('statistics.columnAppointments'),
          t('statistics.columnCancelled'),
          booked,
          working,
        ]}
        rows={people.map((person) => ({
          cells: [
            person.name,
            person.appointments,
            person.cancelled,
            person.booked,
            person.working,
          ],
          to: agendaPath(from, person.employeeId),
        }))}
        empty={t('statistics.noAppointments')}
      >
        <ChartArea label={hoursTitle} height={hoursHeight}>
          <BarChart data={people} layout="vertical">
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" tick={{ fontSize: 12 }} />
            <YAxis type="category" dataKey="name" tick={{ fontSize: 12 }} width={120} />
            <Tooltip />
            <Legend />
            <Bar dataKey="booked" name={booked} fill={CURRENT_COLOUR} isAnimationActive={false} />
            <Bar
              dataKey="working"
              name={working}
              fill={PREVIOUS_COLOUR}
              isAnimationActive={false}
            />
          </BarChart>
        </ChartArea>
      </ChartCard>
    </div>
  );
});
