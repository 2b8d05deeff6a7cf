import { field } from '../domain/version-values';
import type { VehicleTrashItem } from '../repositories/vehicles';
import {
  VEHICLE_CATEGORIES,
  VEHICLE_FUELS,
  VEHICLE_OWNERSHIPS,
  VehicleDetail,
  VehicleVersionData,
} from '../schemas/vehicles';
import { declareKind } from './content-kind';
import { putVehicleBack, readVehicle, vehicleState, vehicleTarget, writeVehicle } from './vehicles';

/** One of `values` from a stored version, else undefined (the current value stays). */
const oneOf = <T extends string>(values: readonly T[], value: unknown) =>
  values.find((one) => one === value);

/** A whole number or null from a stored version, else the current value. */
const count = (value: unknown, current: unknown) =>
  (value === null || Number.isSafeInteger(value) ? value : current) as number | null;

/** A date or null from a stored version, else the current value. */
const day = (value: unknown, current: unknown) =>
  (value === null || typeof value === 'string' ? value : current) as string | null;

/** A vehicle as a content kind (docs/architecture.md § Content kinds). */
export const vehicleKind = declareKind<'vehicle', VehicleTrashItem>({
  kind: 'vehicle',
  name: 'Vehicle',
  tables: [
    'vehicles',
    'vehicleDrivers',
    'vehicleReadings',
    'vehicleTrips',
    'vehicleDamages',
    'vehicleDamagePhotos',
  ],
  version: VehicleVersionData,
  answer: VehicleDetail,
  state: vehicleState,
  target: (_db, id, data) => vehicleTarget(id, String(data.plate ?? '')),
  // A version holds the vehicle's own fields; its drivers and readings stay as they are.
  async restoreVersion(tx, id, data, current, by) {
    await writeVehicle(
      tx,
      id,
      {
        plate: field(data, 'plate', current.plate as string),
        vin: field(data, 'vin', current.vin as string),
        category: oneOf(VEHICLE_CATEGORIES, data.category),
        fuel: oneOf(VEHICLE_FUELS, data.fuel),
        co2: count(data.co2, current.co2),
        catalogueValue: count(data.catalogueValue, current.catalogueValue),
        firstRegistration: day(data.firstRegistration, current.firstRegistration),
        ownership: oneOf(VEHICLE_OWNERSHIPS, data.ownership),
        leaseContract: field(data, 'leaseContract', current.leaseContract as string),
        leaseEnd: day(data.leaseEnd, current.leaseEnd),
        keuringValidUntil: day(data.keuringValidUntil, current.keuringValidUntil),
        insuranceRenewal: day(data.insuranceRenewal, current.insuranceRenewal),
        serviceDueDate: day(data.serviceDueDate, current.serviceDueDate),
        serviceDueKm: count(data.serviceDueKm, current.serviceDueKm),
        notes: field(data, 'notes', current.notes as string),
      },
      by,
    );
  },
  // With its drivers and readings, as its own read answers.
  read: readVehicle,
  async putBack(tx, item) {
    await putVehicleBack(tx, item);
    return undefined;
  },
  customerData: {
    holdsNothing:
      "The company's vehicles, their drivers (employees), readings and damage reports: no customer's",
  },
});
