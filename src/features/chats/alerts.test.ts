import { alertsFor } from './alerts';

test('the assignee is alerted; others only while nobody is assigned', () => {
  expect(alertsFor({ assignedTo: null }, 4)).toBe(true);
  expect(alertsFor({ assignedTo: 4 }, 4)).toBe(true);
  expect(alertsFor({ assignedTo: 7 }, 4)).toBe(false);
});

test("a deactivated assignee's conversation alerts everyone, as an unassigned one", () => {
  expect(alertsFor({ assignedTo: 7 }, 4, new Set([7]))).toBe(true);
  expect(alertsFor({ assignedTo: 7 }, 4, new Set([9]))).toBe(false);
});
