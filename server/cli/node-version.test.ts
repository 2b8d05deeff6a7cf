import fs from 'node:fs';
import path from 'node:path';
import { minimumMajor, nodeVersionWarning, SUPPORTED_LINES } from './node-version';

test('a Node older than the engines minimum is named, with the supported lines', () => {
  expect(nodeVersionWarning('20.20.2')).toBe(
    'Node 20.20.2 is past its end of life (no security fixes); this product supports Node 22 and 24 LTS.',
  );
  expect(nodeVersionWarning('v18.19.1')).toMatch(/^Node 18\.19\.1 is past its end of life/);
  expect(nodeVersionWarning('21.7.3')).not.toBeNull();
});

test('the supported lines and newer ones start silently', () => {
  for (const version of ['22.0.0', 'v22.12.0', '24.11.1', '26.0.0'])
    expect(nodeVersionWarning(version)).toBeNull();
});

test("the minimum is package.json's engines.node, the first supported line", () => {
  const packageJson = JSON.parse(
    fs.readFileSync(path.join(__dirname, '../../package.json'), 'utf8'),
  ) as { engines: { node: string } };
  expect(minimumMajor(packageJson.engines.node)).toBe(minimumMajor());
  expect(minimumMajor()).toBe(SUPPORTED_LINES[0]);
  expect(minimumMajor('>= 24')).toBe(24);
  expect(nodeVersionWarning('22.1.0', 24)).toBe(
    'Node 22.1.0 is past its end of life (no security fixes); this product supports Node 24 LTS.',
  );
  expect(() => minimumMajor('^22 || ^24')).toThrow(/engines\.node/);
});
