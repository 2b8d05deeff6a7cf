import type { Db } from '../db/client';
import { ApiError, validation } from '../domain/errors';
import { readFuelCardFile } from '../domain/fuel-card-csv';
import { formatPlate, normalisePlate } from '../domain/vehicle-identifiers';
import { insertFuellings, vehiclesWithPlates } from '../repositories/vehicle-fuel';
import type { Actor } from './language';

/**
 * Voertuigen's fuel import (docs/product.md § Voertuigen): a fuel card's CSV file, several
 * vehicles in one, each line's plate matched as whoDrove matches a fine's. The file is taken
 * whole or refused whole (400 VALIDATION naming the line and the reason), in one transaction;
 * a line imported before adds nothing. A fuelling's kilometres are kept as typed at the pump,
 * not recorded as a reading (a reading's kilometres never decrease; a pump's typing may).
 */
export async function importFuelFile(db: Db, bytes: Uint8Array, by: Actor) {
  const lines = readFuelCardFile(bytes).map((line) => {
    try {
      return { ...line, plate: normalisePlate(line.plate) };
    } catch (error) {
      if (error instanceof ApiError) throw validation(`Regel ${line.line}: ${error.message}`);
      throw error;
    }
  });
  return db.transaction(async (tx) => {
    const found = await vehiclesWithPlates(tx, [...new Set(lines.map((line) => line.plate))]);
    const idOf = new Map(found.map((vehicle) => [vehicle.plate, vehicle.id]));
    const unknown = lines.find((line) => !idOf.has(line.plate));
    if (unknown)
      throw validation(
        `Regel ${unknown.line}: geen voertuig met nummerplaat ${formatPlate(unknown.plate)}.`,
      );
    const added = await insertFuellings(
      tx,
      lines.map(({ line: _line, plate, ...values }) => ({
        ...values,
        vehicleId: idOf.get(plate)!,
        source: 'csv',
        importedBy: by,
      })),
    );
    const vehicles = found
      .sort((a, b) => a.plate.localeCompare(b.plate))
      .map(({ id, plate }) => ({
        vehicleId: id,
        plate,
        added: added.filter((row) => row.vehicleId === id).length,
      }));
    return { added: added.length, duplicates: lines.length - added.length, vehicles };
  });
}
