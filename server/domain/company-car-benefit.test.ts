import { ageCoefficient, benefitOfDays, co2Tenths, yearlyBenefitOn } from './company-car-benefit';

/** 2025's parameters: reference 59 g/km (diesel) and 71 g/km (petrol), minimum € 1,650. */
const y2025 = { referenceDiesel: 59, referencePetrol: 71, minimum: 165_000 };

describe('the company-car benefit (VAA)', () => {
  test('the CO₂ percentage: 5.5 % ± 0.1 % per g/km from the reference, 4 % to 18 %', () => {
    expect(co2Tenths({ fuel: 'diesel', co2: 59 }, y2025)).toBe(55);
    expect(co2Tenths({ fuel: 'diesel', co2: 120 }, y2025)).toBe(116);
    expect(co2Tenths({ fuel: 'benzine', co2: 110 }, y2025)).toBe(94);
    expect(co2Tenths({ fuel: 'hybride', co2: 30 }, y2025)).toBe(40);
    expect(co2Tenths({ fuel: 'diesel', co2: 250 }, y2025)).toBe(180);
    expect(co2Tenths({ fuel: 'elektrisch', co2: null }, y2025)).toBe(40);
  });

  test('the age coefficient drops 6 % each year after the first twelve months, to 70 %', () => {
    expect(ageCoefficient('2022-10-15', '2022-10-20')).toBe(1);
    expect(ageCoefficient('2022-10-15', '2023-10-01')).toBe(1);
    expect(ageCoefficient('2022-10-15', '2023-11-01')).toBe(0.94);
    // 36 months in October 2025, 37 in November.
    expect(ageCoefficient('2022-10-15', '2025-10-31')).toBe(0.88);
    expect(ageCoefficient('2022-10-15', '2025-11-01')).toBe(0.82);
    expect(ageCoefficient('2015-01-01', '2025-06-01')).toBe(0.7);
  });

  test("a year's amount is at least the minimum; part of the year counts its days", () => {
    // A petrol car of € 35,000, 110 g/km, 37 months old: 35,000 × 9.4 % × 6/7 × 0.82.
    const car = {
      fuel: 'benzine',
      co2: 110,
      catalogueValue: 3_500_000,
      firstRegistration: '2022-10-01',
    };
    expect(Math.round(yearlyBenefitOn(car, y2025, '2025-11-15'))).toBe(231_240);
    // An electric car of € 30,000 is below the minimum.
    const small = { ...car, fuel: 'elektrisch', co2: null, catalogueValue: 3_000_000 };
    expect(yearlyBenefitOn(small, y2025, '2025-06-01')).toBe(165_000);
    // Had for 73 of 365 days (a fifth of the year): a fifth of the minimum.
    const days = Array.from({ length: 73 }, (_, index) =>
      new Date(Date.UTC(2025, 0, 1 + index)).toISOString().slice(0, 10),
    );
    expect(benefitOfDays(small, y2025, days, 365)).toBe(33_000);
  });
});
