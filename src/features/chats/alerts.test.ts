import { alertsFor } from './alerts';

test('the assignee is alerted; others only while nobody is assigned', () => {
  expect(alertsFor({ assignedTo: null }, 4)).toBe(true);
  expect(alertsFor({ assignedTo: 4 }, 4)).toBe(true);
  expect(alertsFor({ assignedTo: 7 }, 4)).toBe(false);
});
