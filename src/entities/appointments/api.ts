import { generatedAgendaApi } from './api.generated';

export type * from './api.generated';

// Shared: the agenda and employees screens show employees and appointments, and the
// conversation screen books an appointment. Every write reaches the activity log; a removal
// the trash; a change the entity's history.
const EMPLOYEES = { type: 'Employee', id: 'LIST' } as const;
const APPOINTMENTS = { type: 'Appointment', id: 'LIST' } as const;
const ABSENCES = { type: 'Absence', id: 'LIST' } as const;
const TRASH = { type: 'Trash', id: 'LIST' } as const;

export const agendaApi = generatedAgendaApi.enhanceEndpoints({
  endpoints: {
    getEmployees: {
      providesTags: (employees = []) => [
        ...employees.map(({ id }) => ({ type: 'Employee' as const, id })),
        EMPLOYEES,
      ],
    },
    getEmployee: {
      providesTags: (_result, _error, { id }) => [{ type: 'Employee', id }, ABSENCES],
    },
    getEmployeeAccounts: { providesTags: [EMPLOYEES, { type: 'Staff', id: 'LIST' }] },
    createEmployee: { invalidatesTags: [EMPLOYEES, 'Activity'] },
    updateEmployee: {
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Employee', id },
        EMPLOYEES,
        'History',
        'Activity',
      ],
    },
    removeEmployee: {
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Employee', id }, EMPLOYEES, APPOINTMENTS, TRASH, 'Activity'],
    },
    // An employee's feeds end with their deactivation (an update) or a staff account's.
    getEmployeeFeeds: {
      providesTags: (_result, _error, { id }) => [
        { type: 'EmployeeFeed', id },
        { type: 'Employee', id },
      ],
    },
    createEmployeeFeed: {
      invalidatesTags: (_result, _error, { id }) => [{ type: 'EmployeeFeed', id }, 'Activity'],
    },
    removeEmployeeFeed: {
      invalidatesTags: (_result, _error, { id }) => [{ type: 'EmployeeFeed', id }, 'Activity'],
    },
    getAbsences: { providesTags: [ABSENCES] },
    createAbsence: { invalidatesTags: [ABSENCES, APPOINTMENTS, 'Activity'] },
    removeAbsence: { invalidatesTags: [ABSENCES, APPOINTMENTS, 'Activity'] },
    getAppointments: {
      providesTags: (appointments = []) => [
        ...appointments.map(({ id }) => ({ type: 'Appointment' as const, id })),
        APPOINTMENTS,
      ],
    },
    getAppointment: { providesTags: (_result, _error, { id }) => [{ type: 'Appointment', id }] },
    // A refused write (a conflict) changes nothing: nothing to read again.
    createAppointment: {
      invalidatesTags: (_result, error, { appointmentInput }) =>
        error
          ? []
          : [
              APPOINTMENTS,
              'Activity',
              ...(appointmentInput.projectId
                ? [{ type: 'Project' as const, id: appointmentInput.projectId }]
                : []),
            ],
    },
    updateAppointment: {
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Appointment', id }, APPOINTMENTS, 'History', 'Activity'],
    },
    removeAppointment: {
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Appointment', id }, APPOINTMENTS, TRASH, 'Activity'],
    },
  },
});

export const {
  useGetEmployeesQuery,
  useGetEmployeeQuery,
  useGetEmployeeAccountsQuery,
  useCreateEmployeeMutation,
  useUpdateEmployeeMutation,
  useRemoveEmployeeMutation,
  useGetEmployeeFeedsQuery,
  useCreateEmployeeFeedMutation,
  useRemoveEmployeeFeedMutation,
  useGetAbsencesQuery,
  useCreateAbsenceMutation,
  useRemoveAbsenceMutation,
  useGetAppointmentsQuery,
  useGetAppointmentQuery,
  useCreateAppointmentMutation,
  useUpdateAppointmentMutation,
  useRemoveAppointmentMutation,
  useGetAppointmentServicesQuery,
} = agendaApi;
