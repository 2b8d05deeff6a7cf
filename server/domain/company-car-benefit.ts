/**
 * The company-car benefit in kind (VAA, voordeel van alle aard; docs/product.md § Voertuigen,
 * VAA): what a driver is taxed on for the private use of a company car. A year's amount is
 * the catalogue value × the CO₂ percentage × 6/7 × the car's age coefficient, at least the
 * year's minimum; a driver who had the car part of the year is taxed on the days they had it.
 * The year's reference emissions and minimum are data (table vehicle_benefit_years).
 */

export interface BenefitParameters {
  /** Reference CO₂ of a diesel car, g/km. */
  referenceDiesel: number;
  /** Reference CO₂ of a car on petrol, LPG or natural gas (hybrids too), g/km. */
  referencePetrol: number;
  /** The yearly minimum benefit, cents. */
  minimum: number;
}

export interface BenefitCar {
  fuel: string;
  /** g/km as on the certificate of conformity; none for an electric car. */
  co2: number | null;
  /** Incl. options and VAT, without discounts, cents. */
  catalogueValue: number;
  /** 'YYYY-MM-DD' */
  firstRegistration: string;
}

/**
 * The CO₂ percentage in tenths of a percent (exact): 5.5 % plus 0.1 % for each g/km above the
 * reference (less below it), between 4 % and 18 %; an electric car 4 %.
 */
export function co2Tenths(car: Pick<BenefitCar, 'fuel' | 'co2'>, parameters: BenefitParameters) {
  if (car.fuel === 'elektrisch') return 40;
  const reference = car.fuel === 'diesel' ? parameters.referenceDiesel : parameters.referencePetrol;
  return Math.min(180, Math.max(40, 55 + ((car.co2 ?? 0) - reference)));
}

/**
 * The age coefficient on a date: 1 up to 12 months after the month of first registration, then
 * 6 % less for each further (started) year, never below 70 %.
 */
export function ageCoefficient(firstRegistration: string, date: string) {
  const months =
    (Number(date.slice(0, 4)) - Number(firstRegistration.slice(0, 4))) * 12 +
    (Number(date.slice(5, 7)) - Number(firstRegistration.slice(5, 7)));
  const years = Math.max(0, Math.ceil(months / 12) - 1);
  return Math.max(70, 100 - 6 * years) / 100;
}

/** The yearly benefit on a date (with that date's age coefficient), cents, not rounded. */
export function yearlyBenefitOn(car: BenefitCar, parameters: BenefitParameters, date: string) {
  const formula =
    ((car.catalogueValue * co2Tenths(car, parameters)) / 1000) *
    (6 / 7) *
    ageCoefficient(car.firstRegistration, date);
  return Math.max(formula, parameters.minimum);
}

/** The benefit of the days (Brussels dates of one year of `daysInYear`) the car was had, cents. */
export function benefitOfDays(
  car: BenefitCar,
  parameters: BenefitParameters,
  days: string[],
  daysInYear: number,
) {
  const sum = days.reduce((total, day) => total + yearlyBenefitOn(car, parameters, day), 0);
  return Math.round(sum / daysInYear);
}
