import { setScreenTitle, setWaitingCount } from './tab-badge';

test('the title counts the waiting conversations in front of the screen title, and only then', () => {
  setScreenTitle('Berichten · Backoffice');
  expect(document.title).toBe('Berichten · Backoffice');
  setWaitingCount(3);
  expect(document.title).toBe('(3) Berichten · Backoffice');
  setScreenTitle('Instellingen · Backoffice');
  expect(document.title).toBe('(3) Instellingen · Backoffice');
  setWaitingCount(0);
  expect(document.title).toBe('Instellingen · Backoffice');
});
