import { baseApi as api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVehicleDamages: build.query<GetVehicleDamagesApiResponse, GetVehicleDamagesApiArg>({
      query: (queryArg) => ({ url: `/api/vehicle/damages/${queryArg.id}` }),
    }),
    createVehicleDamage: build.mutation<CreateVehicleDamageApiResponse, CreateVehicleDamageApiArg>({
      query: (queryArg) => ({
        url: `/api/vehicle/damage/${queryArg.id}`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    updateVehicleDamage: build.mutation<UpdateVehicleDamageApiResponse, UpdateVehicleDamageApiArg>({
      query: (queryArg) => ({
        url: `/api/vehicle/damage/${queryArg.id}/${queryArg.damageId}`,
        method: 'POST',
        body: queryArg.vehicleDamageChange,
      }),
    }),
    removeVehicleDamage: build.mutation<RemoveVehicleDamageApiResponse, RemoveVehicleDamageApiArg>({
      query: (queryArg) => ({
        url: `/api/vehicle/damage/${queryArg.id}/${queryArg.damageId}`,
        method: 'DELETE',
      }),
    }),
    getVehicleTrips: build.query<GetVehicleTripsApiResponse, GetVehicleTripsApiArg>({
      query: (queryArg) => ({
        url: `/api/vehicle/trips/${queryArg.id}`,
        params: {
          year: queryArg.year,
        },
      }),
    }),
    createVehicleTrip: build.mutation<CreateVehicleTripApiResponse, CreateVehicleTripApiArg>({
      query: (queryArg) => ({
        url: `/api/vehicle/trip/${queryArg.id}`,
        method: 'POST',
        body: queryArg.vehicleTripInput,
      }),
    }),
    updateVehicleTrip: build.mutation<UpdateVehicleTripApiResponse, UpdateVehicleTripApiArg>({
      query: (queryArg) => ({
        url: `/api/vehicle/trip/${queryArg.id}/${queryArg.tripId}`,
        method: 'POST',
        body: queryArg.vehicleTripInput,
      }),
    }),
    removeVehicleTrip: build.mutation<RemoveVehicleTripApiResponse, RemoveVehicleTripApiArg>({
      query: (queryArg) => ({
        url: `/api/vehicle/trip/${queryArg.id}/${queryArg.tripId}`,
        method: 'DELETE',
      }),
    }),
    prefillVehicleTrips: build.mutation<PrefillVehicleTripsApiResponse, PrefillVehicleTripsApiArg>({
      query: (queryArg) => ({
        url: `/api/vehicle/trips/prefill/${queryArg.id}`,
        method: 'POST',
        body: queryArg.vehicleTripYear,
      }),
    }),
    getVehicles: build.query<GetVehiclesApiResponse, GetVehiclesApiArg>({
      query: (queryArg) => ({
        url: `/api/vehicle/getall`,
        params: {
          driver: queryArg.driver,
        },
      }),
    }),
    getVehicleCosts: build.query<GetVehicleCostsApiResponse, GetVehicleCostsApiArg>({
      query: (queryArg) => ({
        url: `/api/vehicle/costs`,
        params: {
          year: queryArg.year,
          vehicleId: queryArg.vehicleId,
        },
      }),
    }),
    getVehicleBenefits: build.query<GetVehicleBenefitsApiResponse, GetVehicleBenefitsApiArg>({
      query: (queryArg) => ({
        url: `/api/vehicle/benefits`,
        params: {
          year: queryArg.year,
        },
      }),
    }),
    getVehicleBenefitYears: build.query<
      GetVehicleBenefitYearsApiResponse,
      GetVehicleBenefitYearsApiArg
    >({
      query: () => ({ url: `/api/vehicle/benefitYears` }),
    }),
    setVehicleBenefitYear: build.mutation<
      SetVehicleBenefitYearApiResponse,
      SetVehicleBenefitYearApiArg
    >({
      query: (queryArg) => ({
        url: `/api/vehicle/benefitYear/${queryArg.year}`,
        method: 'PUT',
        body: queryArg.vehicleBenefitYearInput,
      }),
    }),
    getWhoDrove: build.query<GetWhoDroveApiResponse, GetWhoDroveApiArg>({
      query: (queryArg) => ({
        url: `/api/vehicle/whoDrove`,
        params: {
          plate: queryArg.plate,
          at: queryArg.at,
        },
      }),
    }),
    getVehicle: build.query<GetVehicleApiResponse, GetVehicleApiArg>({
      query: (queryArg) => ({ url: `/api/vehicle/get/${queryArg.id}` }),
    }),
    createVehicle: build.mutation<CreateVehicleApiResponse, CreateVehicleApiArg>({
      query: (queryArg) => ({
        url: `/api/vehicle/create`,
        method: 'POST',
        body: queryArg.vehicleInput,
      }),
    }),
    updateVehicle: build.mutation<UpdateVehicleApiResponse, UpdateVehicleApiArg>({
      query: (queryArg) => ({
        url: `/api/vehicle/update/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.vehicleInput,
      }),
    }),
    removeVehicle: build.mutation<RemoveVehicleApiResponse, RemoveVehicleApiArg>({
      query: (queryArg) => ({ url: `/api/vehicle/remove/${queryArg.id}`, method: 'DELETE' }),
    }),
    setVehicleDriver: build.mutation<SetVehicleDriverApiResponse, SetVehicleDriverApiArg>({
      query: (queryArg) => ({
        url: `/api/vehicle/driver/${queryArg.id}`,
        method: 'POST',
        body: queryArg.vehicleDriverInput,
      }),
    }),
    createVehicleReading: build.mutation<
      CreateVehicleReadingApiResponse,
      CreateVehicleReadingApiArg
    >({
      query: (queryArg) => ({
        url: `/api/vehicle/reading/${queryArg.id}`,
        method: 'POST',
        body: queryArg.vehicleReadingInput,
      }),
    }),
    removeVehicleReading: build.mutation<
      RemoveVehicleReadingApiResponse,
      RemoveVehicleReadingApiArg
    >({
      query: (queryArg) => ({
        url: `/api/vehicle/reading/${queryArg.id}/${queryArg.readingId}`,
        method: 'DELETE',
      }),
    }),
    importVehicleFuel: build.mutation<ImportVehicleFuelApiResponse, ImportVehicleFuelApiArg>({
      query: (queryArg) => ({
        url: `/api/vehicle/fuelImport`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedVehiclesApi };
export type GetVehicleDamagesApiResponse = /** status 200 The latest first */ VehicleDamageList;
export type GetVehicleDamagesApiArg = {
  id: number;
};
export type CreateVehicleDamageApiResponse = /** status 201 Default Response */ Created;
export type CreateVehicleDamageApiArg = {
  id: number;
  body: {
    data: VehicleDamageInput;
    files?: Blob[];
  };
};
export type UpdateVehicleDamageApiResponse = unknown;
export type UpdateVehicleDamageApiArg = {
  id: number;
  damageId: number;
  vehicleDamageChange: VehicleDamageChange;
};
export type RemoveVehicleDamageApiResponse = unknown;
export type RemoveVehicleDamageApiArg = {
  id: number;
  damageId: number;
};
export type GetVehicleTripsApiResponse = /** status 200 Default Response */ VehicleTripLog;
export type GetVehicleTripsApiArg = {
  year: number;
  id: number;
};
export type CreateVehicleTripApiResponse = /** status 201 Default Response */ Created;
export type CreateVehicleTripApiArg = {
  id: number;
  vehicleTripInput: VehicleTripInput;
};
export type UpdateVehicleTripApiResponse = unknown;
export type UpdateVehicleTripApiArg = {
  id: number;
  tripId: number;
  vehicleTripInput: VehicleTripInput;
};
export type RemoveVehicleTripApiResponse = unknown;
export type RemoveVehicleTripApiArg = {
  id: number;
  tripId: number;
};
export type PrefillVehicleTripsApiResponse = /** status 200 Default Response */ VehicleTripPrefill;
export type PrefillVehicleTripsApiArg = {
  id: number;
  vehicleTripYear: VehicleTripYear;
};
export type GetVehiclesApiResponse = /** status 200 Default Response */ Vehicle[];
export type GetVehiclesApiArg = {
  /** Only the vehicles the caller's employee drives today: what a Technieker may list (assignedVehicle) */
  driver?: 'me';
};
export type GetVehicleCostsApiResponse = /** status 200 Default Response */ VehicleYearCosts[];
export type GetVehicleCostsApiArg = {
  year?: number;
  vehicleId?: number;
};
export type GetVehicleBenefitsApiResponse = /** status 200 Default Response */ VehicleBenefits;
export type GetVehicleBenefitsApiArg = {
  year: number;
};
export type GetVehicleBenefitYearsApiResponse =
  /** status 200 Default Response */ VehicleBenefitYear[];
export type GetVehicleBenefitYearsApiArg = void;
export type SetVehicleBenefitYearApiResponse =
  /** status 200 Default Response */ VehicleBenefitYear;
export type SetVehicleBenefitYearApiArg = {
  year: number;
  vehicleBenefitYearInput: VehicleBenefitYearInput;
};
export type GetWhoDroveApiResponse = /** status 200 Default Response */ WhoDrove;
export type GetWhoDroveApiArg = {
  /** The plate as on the fine, with or without dashes, spaces, dots; any case */
  plate: string;
  /** When the offence was recorded */
  at: string;
};
export type GetVehicleApiResponse = /** status 200 Default Response */ VehicleDetail;
export type GetVehicleApiArg = {
  id: number;
};
export type CreateVehicleApiResponse = /** status 201 Default Response */ Created;
export type CreateVehicleApiArg = {
  vehicleInput: VehicleInput;
};
export type UpdateVehicleApiResponse = /** status 200 Default Response */ VehicleDetail;
export type UpdateVehicleApiArg = {
  id: number;
  vehicleInput: VehicleInput;
};
export type RemoveVehicleApiResponse = unknown;
export type RemoveVehicleApiArg = {
  id: number;
};
export type SetVehicleDriverApiResponse = /** status 200 Default Response */ VehicleDetail;
export type SetVehicleDriverApiArg = {
  id: number;
  vehicleDriverInput: VehicleDriverInput;
};
export type CreateVehicleReadingApiResponse = /** status 201 Default Response */ Created;
export type CreateVehicleReadingApiArg = {
  id: number;
  vehicleReadingInput: VehicleReadingInput;
};
export type RemoveVehicleReadingApiResponse = unknown;
export type RemoveVehicleReadingApiArg = {
  id: number;
  readingId: number;
};
export type ImportVehicleFuelApiResponse =
  /** status 201 Default Response */ VehicleFuelImportAnswer;
export type ImportVehicleFuelApiArg = {
  body: {
    data?: VehicleFuelImportData;
    /** The fuel card's CSV file */
    files?: Blob[];
  };
};
export type VehicleEmployee = {
  id: number;
  /** First and last name */
  name: string;
};
export type Person = {
  id: number;
  /** First and last name */
  name: string;
};
export type VehicleDamagePhoto = {
  key: string;
  url: string;
  thumbUrl: string;
};
export type VehicleDamage = {
  id: number;
  happenedAt: string;
  employee: VehicleEmployee | (null | null);
  place: string;
  description: string;
  thirdParty: boolean;
  repairedOn: string | null;
  /** The staff member who reported it; null: the demo, the command line */
  reportedBy: Person | (null | null);
  reportedAt: string;
  /** In their order */
  photos: VehicleDamagePhoto[];
};
export type VehicleDamageList = VehicleDamage[];
export type ErrorAnswer = {
  statusCode: number;
  code:
    | 'VALIDATION'
    | 'MALFORMED_JSON'
    | 'BAD_REQUEST'
    | 'UNAUTHORIZED'
    | 'INVALID_CREDENTIALS'
    | 'ACCOUNT_DISABLED'
    | 'WRONG_PASSWORD'
    | 'WEAK_PASSWORD'
    | 'FORBIDDEN'
    | 'NOT_FOUND'
    | 'METHOD_NOT_ALLOWED'
    | 'NOT_ACCEPTABLE'
    | 'CONFLICT'
    | 'UNKNOWN_REFERENCE'
    | 'DUPLICATE'
    | 'IN_USE'
    | 'MISSING_REFERENCES'
    | 'SELF_DEACTIVATION'
    | 'LAST_ACTIVE_ACCOUNT'
    | 'LAST_ADMINISTRATOR'
    | 'MAIL_NOT_CONFIGURED'
    | 'APPOINTMENT_CONFLICT'
    | 'PROJECT_NOT_DELIVERED'
    | 'UNDER_RETENTION'
    | 'ENTERPRISE_NUMBER'
    | 'INVALID_IMAGE'
    | 'IMAGE_TOO_MANY_PIXELS'
    | 'FILE_TOO_LARGE'
    | 'TOO_MANY_FILES'
    | 'TOO_MANY_PARTS'
    | 'PAYLOAD_TOO_LARGE'
    | 'UNSUPPORTED_MEDIA_TYPE'
    | 'PDF_ENCRYPTED'
    | 'RATE_LIMITED'
    | 'SERVER_BUSY'
    | 'DATABASE_UNAVAILABLE'
    | 'PEPPOL_UNAVAILABLE'
    | 'INVOICE_ISSUED'
    | 'INVOICE_RULES'
    | 'PEPPOL_NOT_CONFIGURED'
    | 'INVOICE_NOT_ISSUED'
    | 'ALLOCATION_MISMATCH'
    | 'APPROVAL_LIMIT'
    | 'PURCHASE_STATUS'
    | 'WITHHOLDING_CHECK_MISSING'
    | 'DUPLICATE_PURCHASE'
    | 'INTERNAL';
  message: string;
};
export type Created = {
  id: number;
};
export type VehicleDamageInput = {
  /** When it happened: an ISO instant (the form takes a Brussels date and hour) */
  happenedAt: string;
  /** Who drove; null: not known */
  employeeId: number | null;
  place: string;
  description: string;
  /** Another party was involved (an accident report for the insurer) */
  thirdParty: boolean;
};
export type VehicleDamageChange = {
  /** When it happened: an ISO instant (the form takes a Brussels date and hour) */
  happenedAt: string;
  /** Who drove; null: not known */
  employeeId: number | null;
  place: string;
  description: string;
  /** Another party was involved (an accident report for the insurer) */
  thirdParty: boolean;
  /** The Brussels date it was repaired, 'YYYY-MM-DD'; null: not yet */
  repairedOn: string | null;
};
export type TripUse = 'business' | 'private';
export type VehicleTrip = {
  id: number;
  /** A Brussels date, 'YYYY-MM-DD' */
  date: string;
  from: string;
  to: string;
  purpose: string;
  /** The distance driven; null while a trip pre-filled from the agenda has none */
  km: number | null;
  use: TripUse;
  employee: VehicleEmployee | (null | null);
  /** The agenda's visit it was pre-filled from; null: entered by hand */
  appointmentId: number | null;
};
export type VehicleTripLog = {
  year: number;
  /** The year’s trips, by date then entry */
  trips: VehicleTrip[];
  businessKm: number;
  privateKm: number;
  /** How many trips have no distance yet */
  withoutKm: number;
};
export type VehicleTripInput = {
  /** A Brussels date, 'YYYY-MM-DD' */
  date: string;
  from: string;
  to: string;
  purpose: string;
  /** The distance driven; null while a trip pre-filled from the agenda has none */
  km: number | null;
  use: TripUse;
  /** The driver; null: not named */
  employeeId: number | null;
};
export type VehicleTripPrefill = {
  /** How many visits became trips */
  added: number;
};
export type VehicleTripYear = {
  year: number;
};
export type VehicleCategory = 'M1' | 'N1';
export type VehicleFuel = 'diesel' | 'benzine' | 'elektrisch' | 'hybride' | 'cng' | 'lpg';
export type VehicleOwnership = 'owned' | 'leased';
export type VehicleLastReading = {
  km: number;
  at: string;
};
export type Vehicle = {
  id: number;
  /** The number plate's letters and digits in capitals ('1ABC234'): unique */
  plate: string;
  /** The chassis number, 17 characters; '' for none */
  vin: string;
  category: VehicleCategory;
  fuel: VehicleFuel;
  /** g/km (WLTP); null: not known */
  co2: number | null;
  /** Cents, options included, before discount; null: not known */
  catalogueValue: number | null;
  /** A Brussels date, 'YYYY-MM-DD' */
  firstRegistration: string | null;
  ownership: VehicleOwnership;
  /** The lease contract's reference; '' for none */
  leaseContract: string;
  /** A Brussels date, 'YYYY-MM-DD' */
  leaseEnd: string | null;
  /** The keuring certificate's "geldig tot", as the certificate says */
  keuringValidUntil: string | (null | null);
  /** A Brussels date, 'YYYY-MM-DD' */
  insuranceRenewal: string | null;
  /** A Brussels date, 'YYYY-MM-DD' */
  serviceDueDate: string | null;
  /** The odometer reading the next service is due at */
  serviceDueKm: number | null;
  notes: string;
  /** The plate as shown: a dash between letters and digits ('1-ABC-234') */
  plateFormatted: string;
  /** Who drives it today (Brussels date); null: nobody */
  driver: VehicleEmployee | (null | null);
  /** Its latest odometer reading (by instant); null: none yet */
  lastReading: VehicleLastReading | (null | null);
  createdAt: string;
};
export type VehicleYearCosts = {
  vehicleId: number;
  /** As shown ('1-ABC-234') */
  plate: string;
  year: number;
  /** Purchase parts of category brandstof, and the fuel card's fuellings less 21 % VAT, cents */
  fuel: number;
  /** Purchase parts of category onderhoud, cents */
  maintenance: number;
  /** Purchase parts of category verzekering, cents */
  insurance: number;
  /** Purchase parts of category huur, cents */
  leasing: number;
  /** Purchase parts of any other category, cents */
  other: number;
  /** The five together, cents */
  total: number;
  /** Kilometres driven: the year's highest reading less the highest before it (else the year's lowest); null: no reading that year */
  km: number | null;
  /** `total` / `km` in cents, rounded; null without kilometres */
  costPerKm: number | null;
};
export type VehicleBenefitYear = {
  year: number;
  /** Reference CO₂ of a diesel car, g/km */
  referenceDiesel: number;
  /** Reference CO₂ of a car on petrol, LPG or natural gas, g/km */
  referencePetrol: number;
  /** The yearly minimum benefit, cents */
  minimum: number;
  /** Where the figures were read */
  source: string;
  /** When staff entered them; null: as published with the product */
  updatedAt: string | null;
};
export type VehicleBenefit = {
  vehicleId: number;
  /** As shown ('1-ABC-234') */
  plate: string;
  employee: VehicleEmployee;
  /** A Brussels date, 'YYYY-MM-DD' */
  from: string;
  /** A Brussels date, 'YYYY-MM-DD' */
  to: string;
  /** The days from `from` to `to`, both included */
  days: number;
  /** The CO₂ percentage; null without the year’s parameters or the car’s figures */
  co2Percent: number | null;
  /** The car's figures the benefit needs and it lacks */
  missing: ('catalogueValue' | 'firstRegistration' | 'co2')[];
  /** The benefit of these days, cents; null when it cannot be computed */
  amount: number | null;
};
export type VehicleBenefits = {
  year: number;
  /** The year's parameters; null: not entered yet, so no amounts */
  parameters: VehicleBenefitYear | (null | null);
  /** Each assignment of a passenger car (M1) to an employee in the year */
  rows: VehicleBenefit[];
};
export type VehicleBenefitYearInput = {
  /** g/km */
  referenceDiesel: number;
  /** g/km: petrol, LPG and natural gas (hybrids too) */
  referencePetrol: number;
  /** Cents a year */
  minimum: number;
  source: string;
};
export type WhoDroveAssignment = {
  kind: 'assignment';
  /** null: nobody drove it from that date (an ended assignment) */
  employee: VehicleEmployee | (null | null);
  /** A Brussels date, 'YYYY-MM-DD' */
  from: string;
};
export type WhoDroveVisit = {
  kind: 'appointment';
  appointmentId: number;
  title: string;
  address: string;
  start: string;
  end: string;
  employees: VehicleEmployee[];
};
export type WhoDrove = {
  vehicleId: number;
  /** As stored ('1ABC234') */
  plate: string;
  /** As shown ('1-ABC-234') */
  plateFormatted: string;
  at: string;
  /** The Brussels date of `at` */
  date: string;
  /** Who drove it, by the evidence; null: the evidence names no one person */
  employee: VehicleEmployee | (null | null);
  /** What names the employee: the vehicle's assignment on that date, else the agenda (that day's visits name one employee only); null when neither does */
  source: 'assignment' | 'agenda' | (null | null);
  /** The assignment in force that date (if any), then that day's visits by start: those that booked this vehicle, else those of the assigned driver, or, with nobody assigned, every visit with an employee. Cancelled visits are left out. */
  evidence: (WhoDroveAssignment | WhoDroveVisit)[];
  /** The Brussels date 15 days after today: the term to name the driver (art. 67ter), counted from receiving the request, taken to be today */
  deadline: string;
};
export type VehicleAssignment = {
  id: number;
  /** null: nobody drives it from this date (the previous assignment ended) */
  employee: VehicleEmployee | (null | null);
  /** A Brussels date, 'YYYY-MM-DD' */
  from: string;
};
export type VehicleReading = {
  id: number;
  km: number;
  at: string;
  /** The staff member who recorded it; null: the demo, the command line */
  by: Person | (null | null);
};
export type VehicleFuelling = {
  id: number;
  at: string;
  /** The quantity in millilitres (45,67 l: 45670) */
  millilitres: number;
  /** In cents incl. VAT; a correction line is negative */
  amount: number;
  /** The odometer as typed at the pump (not a reading); null: not typed */
  km: number | null;
  /** As the file names it ('Diesel', 'AdBlue'); '' none */
  product: string;
  /** '' none */
  station: string;
  /** The fuel card as the file gives it; '' none */
  card: string;
  /** csv: a fuel card's file */
  source: 'csv' | 'purchase';
};
export type VehicleDetail = Vehicle & {
  /** Every assignment, the latest date first */
  drivers: VehicleAssignment[];
  /** The latest 100 odometer readings, the latest first */
  readings: VehicleReading[];
  /** Older readings exist beyond those listed */
  moreReadings: boolean;
  /** The latest 50 fuellings, the latest first */
  fuellings: VehicleFuelling[];
};
export type VehicleInput = {
  /** As typed, with or without dashes, spaces or dots ('1-abc-234'): stored as its letters and digits in capitals; 2 to 8 of them with a letter (400 VALIDATION); another vehicle's plate answers 409 DUPLICATE */
  plate?: string;
  /** 17 letters and digits without I, O and Q, spaces ignored, stored in capitals (400 VALIDATION); '' for none */
  vin?: string;
  category?: VehicleCategory;
  fuel?: VehicleFuel;
  co2?: number | null;
  catalogueValue?: number | null;
  /** Not after today */
  firstRegistration?: string | (null | null);
  ownership?: VehicleOwnership;
  leaseContract?: string;
  /** A Brussels date, 'YYYY-MM-DD' */
  leaseEnd?: string | null;
  /** A Brussels date, 'YYYY-MM-DD' */
  keuringValidUntil?: string | null;
  /** A Brussels date, 'YYYY-MM-DD' */
  insuranceRenewal?: string | null;
  /** A Brussels date, 'YYYY-MM-DD' */
  serviceDueDate?: string | null;
  serviceDueKm?: number | null;
  /** Plain text */
  notes?: string;
};
export type VehicleDriverInput = {
  /** Who drives it from `from` on (400 UNKNOWN_REFERENCE when no such employee); null: nobody from then */
  employeeId: number | null;
  /** A Brussels date, 'YYYY-MM-DD' */
  from: string;
};
export type VehicleReadingInput = {
  km: number;
  /** When the odometer showed it: not later than now */
  at: string;
};
export type VehicleFuelImportAnswer = {
  /** The fuellings added */
  added: number;
  /** The lines imported before (or twice in the file): nothing added for them */
  duplicates: number;
  /** Each vehicle of the file, by plate, with the fuellings added for it */
  vehicles: {
    vehicleId: number;
    /** As stored ('1ABC234') */
    plate: string;
    added: number;
  }[];
};
export type VehicleFuelImportData = {};
