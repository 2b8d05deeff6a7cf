import { exportFileName, exportFilePath } from './customer-export';

test("a file's place in the export stays in its folder and takes no character a file system refuses", () => {
  expect(exportFilePath({ id: 7, name: 'offerte.pdf' })).toBe('bestanden/7-offerte.pdf');
  expect(exportFilePath({ id: 8, name: '../../etc/passwd' })).toBe('bestanden/8-_.._etc_passwd');
  expect(exportFilePath({ id: 9, name: '..\\boot.ini' })).toBe('bestanden/9-_boot.ini');
  expect(exportFilePath({ id: 10, name: 'a:b*c?"d"<e>|f\u0001.png' })).toBe(
    'bestanden/10-a_b_c__d__e__f_.png',
  );
  expect(exportFilePath({ id: 11, name: '...' })).toBe('bestanden/11-bestand');
});

test("the download's name holds the address and the day, nothing a file system refuses", () => {
  expect(exportFileName(' Lotte.Maes@example.be ', '2026-11-28T20:10:00.000Z')).toBe(
    'klantgegevens-Lotte.Maes@example.be-2026-11-28.zip',
  );
  expect(exportFileName('a"b/c@example.be', '2026-01-02T00:00:00.000Z')).toBe(
    'klantgegevens-a_b_c@example.be-2026-01-02.zip',
  );
});
