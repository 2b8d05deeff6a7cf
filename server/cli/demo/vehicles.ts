import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db/client';
import { instantOf } from '../../domain/brussels';
import { addDays } from '../../domain/invoice-status';
import type { VehicleInput } from '../../schemas/vehicles';
import { createCustomer } from '../../services/customers';
import { addPurchase } from '../../services/purchases';
import { line } from './purchases';
import { reportDamage } from '../../services/vehicle-damages';
import { assignDriver, createVehicle, recordReading } from '../../services/vehicles';

/**
 * The demo's vehicles (Voertuigen): two vans and the project leader's car, each with its
 * drivers over time and some months of odometer readings, and a garage's invoices booked to them
 * (their costs per year). Dates are in days from today, so the keuring of one van and the lease's
 * end of the car come up soon.
 */
interface DemoVehicle {
  input: Static<typeof VehicleInput>;
  /** Dates in days from today (a Brussels date), written into the input's dates. */
  dates: Partial<
    Record<'keuringValidUntil' | 'insuranceRenewal' | 'leaseEnd' | 'serviceDueDate', number>
  >;
  /** Who drives it from which day: the employee by their index in DEMO_EMPLOYEES. */
  drivers: { employee: number; fromDay: number }[];
  /** Odometer readings: the day (at 07:30 in Brussels) and the kilometres. */
  readings: { day: number; km: number }[];
}

export const DEMO_VEHICLES: DemoVehicle[] = [
  {
    input: {
      plate: '1-VTB-482',
      vin: 'WF0XXXTTGXMA12345',
      category: 'N1',
      fuel: 'diesel',
      co2: 178,
      catalogueValue: 3_895_000,
      firstRegistration: '2021-03-15',
      ownership: 'owned',
      serviceDueKm: 120_000,
      notes: 'Ford Transit Custom met imperiaal en ladderrek.',
    },
    dates: { keuringValidUntil: 12, insuranceRenewal: 95 },
    drivers: [{ employee: 0, fromDay: -400 }],
    readings: [
      { day: -120, km: 101_240 },
      { day: -90, km: 104_870 },
      { day: -60, km: 108_310 },
      { day: -30, km: 111_905 },
      { day: -2, km: 115_120 },
    ],
  },
  {
    input: {
      plate: '1-WKN-915',
      vin: 'VF1MA000968123456',
      category: 'N1',
      fuel: 'diesel',
      co2: 214,
      catalogueValue: 4_420_000,
      firstRegistration: '2022-09-01',
      ownership: 'leased',
      leaseContract: 'Arval 2022-4471',
      notes: 'Renault Master met laadbak; trekhaak 2,5 t.',
    },
    dates: { keuringValidUntil: 140, insuranceRenewal: 230, leaseEnd: 290, serviceDueDate: 25 },
    drivers: [
      { employee: 2, fromDay: -300 },
      { employee: 4, fromDay: -60 },
    ],
    readings: [
      { day: -100, km: 48_320 },
      { day: -55, km: 53_910 },
      { day: -5, km: 59_480 },
    ],
  },
  {
    input: {
      plate: '2-SWL-307',
      vin: 'TMBJC9NY5NF012345',
      category: 'M1',
      fuel: 'elektrisch',
      co2: 0,
      catalogueValue: 4_890_000,
      firstRegistration: '2023-11-20',
      ownership: 'leased',
      leaseContract: 'Athlon 2023-0815',
      notes: 'Skoda Enyaq van de projectleider; laadkaart in het handschoenkastje.',
    },
    dates: { keuringValidUntil: 1_150, insuranceRenewal: 60, leaseEnd: 28 },
    drivers: [{ employee: 1, fromDay: -500 }],
    readings: [
      { day: -80, km: 31_050 },
      { day: -20, km: 34_780 },
    ],
  },
];

/**
 * The van an appointment on `date` (a Brussels date) books: the first one whose driver that day
 * is among `employees` (indexes in DEMO_EMPLOYEES) and whose keuring is still valid after that
 * day, so that no demo appointment needs the agenda's warning; its index in DEMO_VEHICLES, or
 * undefined.
 */
export function demoVanFor(today: string, date: string, employees: number[]) {
  const index = DEMO_VEHICLES.findIndex(({ input, dates, drivers }) => {
    if (input.category !== 'N1') return false;
    const keuring = dates.keuringValidUntil;
    if (keuring !== undefined && addDays(today, keuring) <= date) return false;
    const driver = drivers.findLast(({ fromDay }) => addDays(today, fromDay) <= date);
    return driver !== undefined && employees.includes(driver.employee);
  });
  return index < 0 ? undefined : index;
}

/**
 * Writes the demo vehicles for the team (`employeeIds` in DEMO_EMPLOYEES' order), around
 * `today` (a Brussels date); answers their ids in DEMO_VEHICLES' order.
 */
export async function insertVehicles(db: Db, today: string, employeeIds: number[]) {
  const garage = await createCustomer(db, {
    kind: 'company',
    companyName: 'Garage De Smet',
    enterpriseNumber: '0403.170.701',
    email: 'boekhouding@garage-desmet.example',
    street: 'Brusselsesteenweg 201',
    postalCode: '9090',
    city: 'Melle',
    isCustomer: false,
    isSupplier: true,
    iban: 'BE43068999999501',
    paymentTermDays: 30,
  });
  let invoice = 0;
  const ids: number[] = [];
  for (const { input, dates, drivers, readings } of DEMO_VEHICLES) {
    const dated = Object.fromEntries(
      Object.entries(dates).map(([field, days]) => [field, addDays(today, days)]),
    );
    const id = await createVehicle(db, { ...input, ...dated });
    ids.push(id);
    for (const { employee, fromDay } of drivers)
      await assignDriver(db, id, {
        employeeId: employeeIds[employee],
        from: addDays(today, fromDay),
      });
    for (const { day, km } of readings)
      await recordReading(db, id, {
        km,
        at: instantOf(addDays(today, day), 7 * 60 + 30).toISOString(),
      });
    // Its service three months ago and its insurance's yearly premium, paid.
    for (const [day, lines] of [
      [
        -90,
        [
          line('Onderhoudsbeurt', 1, 38_500, 'onderhoud'),
          line('Ruitenwissers', 1, 4_200, 'onderhoud'),
        ],
      ],
      [-200, [line('Verzekering BA + omnium (jaarpremie)', 1, 112_000, 'verzekering')]],
    ] as const) {
      invoice += 1;
      const issueDate = addDays(today, day);
      await addPurchase(
        db,
        {
          supplierId: garage,
          number: `GDS-${issueDate.slice(0, 4)}-${String(invoice).padStart(3, '0')}`,
          issueDate,
          dueDate: addDays(issueDate, 30),
          supplierIban: 'BE43068999999501',
          status: 'betaald',
          paidAt: new Date(`${addDays(issueDate, 20)}T10:00:00Z`),
          lines: [...lines],
        },
        lines.map((_, lineIndex) => ({ lineIndex, projectId: null, vehicleId: id, percent: 100 })),
      );
    }
  }
  // A scratch on the first van twelve days ago, not repaired yet (Schade).
  await reportDamage(
    db,
    ids[0],
    {
      happenedAt: instantOf(addDays(today, -12), 16 * 60 + 10).toISOString(),
      employeeId: employeeIds[DEMO_VEHICLES[0].drivers[0].employee],
      place: 'Werf Kerkstraat, Lier',
      description: 'Kras op de achterbumper bij het achteruitrijden tegen een container',
      thirdParty: false,
    },
    [],
  );
  return ids;
}
