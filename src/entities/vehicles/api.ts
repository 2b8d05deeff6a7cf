import { generatedVehiclesApi } from './api.generated';

export type * from './api.generated';

// Voertuigen's calls with their cache tags: a change to a vehicle, its driver or its readings
// refreshes its page and the list; every write reaches the activity log, a change the history.
const VEHICLES = { type: 'Vehicle', id: 'LIST' } as const;

export const vehiclesApi = generatedVehiclesApi.enhanceEndpoints({
  endpoints: {
    getVehicles: {
      providesTags: (vehicles = []) => [
        ...vehicles.map(({ id }) => ({ type: 'Vehicle' as const, id })),
        VEHICLES,
      ],
    },
    getVehicle: { providesTags: (_result, _error, { id }) => [{ type: 'Vehicle', id }] },
    // Costs follow the vehicle (its readings, fuellings) and the purchases booked to it.
    getVehicleCosts: {
      providesTags: (_result, _error, { vehicleId }) => [
        VEHICLES,
        ...(vehicleId ? [{ type: 'Vehicle' as const, id: vehicleId }] : []),
        { type: 'Purchase', id: 'LIST' },
      ],
    },
    createVehicle: { invalidatesTags: [VEHICLES, 'Activity'] },
    updateVehicle: {
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Vehicle', id }, VEHICLES, 'History', 'Activity'],
    },
    removeVehicle: {
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Vehicle', id }, VEHICLES, { type: 'Trash', id: 'LIST' }, 'Activity'],
    },
    setVehicleDriver: {
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Vehicle', id }, VEHICLES, 'History', 'Activity'],
    },
    importVehicleFuel: {
      invalidatesTags: (answer, error) =>
        error
          ? []
          : (answer?.vehicles ?? []).map(({ vehicleId }) => ({
              type: 'Vehicle' as const,
              id: vehicleId,
            })),
    },
    createVehicleReading: {
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Vehicle', id }, VEHICLES],
    },
    getVehicleBenefits: { providesTags: [VEHICLES, 'VehicleBenefitYear'] },
    setVehicleBenefitYear: {
      invalidatesTags: (_r, error) => (error ? [] : ['VehicleBenefitYear']),
    },
    removeVehicleReading: {
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Vehicle', id }, VEHICLES, 'Activity'],
    },
    // The trip log follows its vehicle (a restore from the trash brings its trips back).
    getVehicleTrips: { providesTags: (_result, _error, { id }) => [{ type: 'Vehicle', id }] },
    createVehicleTrip: {
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Vehicle', id }]),
    },
    updateVehicleTrip: {
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Vehicle', id }, 'Activity'],
    },
    removeVehicleTrip: {
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Vehicle', id }, 'Activity'],
    },
    prefillVehicleTrips: {
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Vehicle', id }]),
    },
    // Damage reports follow their vehicle too; each write is in the activity log.
    getVehicleDamages: { providesTags: (_result, _error, { id }) => [{ type: 'Vehicle', id }] },
    createVehicleDamage: {
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Vehicle', id }, 'Activity'],
    },
    updateVehicleDamage: {
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Vehicle', id }, 'Activity'],
    },
    removeVehicleDamage: {
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Vehicle', id }, 'Activity'],
    },
  },
});

export const {
  useGetVehiclesQuery,
  useGetVehicleQuery,
  useGetVehicleCostsQuery,
  useGetVehicleBenefitsQuery,
  useSetVehicleBenefitYearMutation,
  useLazyGetWhoDroveQuery,
  useCreateVehicleMutation,
  useUpdateVehicleMutation,
  useRemoveVehicleMutation,
  useSetVehicleDriverMutation,
  useCreateVehicleReadingMutation,
  useRemoveVehicleReadingMutation,
  useImportVehicleFuelMutation,
  useGetVehicleTripsQuery,
  useCreateVehicleTripMutation,
  useUpdateVehicleTripMutation,
  useRemoveVehicleTripMutation,
  usePrefillVehicleTripsMutation,
  useGetVehicleDamagesQuery,
  useCreateVehicleDamageMutation,
  useUpdateVehicleDamageMutation,
  useRemoveVehicleDamageMutation,
} = vehiclesApi;
