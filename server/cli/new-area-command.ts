/** `npm run new:area -- vehicles [--kind vehicle]`: see new-area.ts. */
import { newArea } from './new-area';
import { areaNames } from './new-area-files';

const args = process.argv.slice(2);
const kindAt = args.indexOf('--kind');
const area = args.find(
  (arg, index) => !arg.startsWith('--') && (kindAt < 0 || index !== kindAt + 1),
);
if (!area) {
  console.error('Usage: npm run new:area -- <area, plural> [--kind <kind, singular>]');
  process.exit(2);
}
async function main(area: string) {
  try {
    const result = await newArea(
      process.cwd(),
      areaNames(area, kindAt >= 0 ? args[kindAt + 1] : undefined),
    );
    console.log(`Written:\n  ${result.written.join('\n  ')}`);
    console.log(`Edited:\n  ${result.edited.join('\n  ')}`);
    console.log(`Next (docs/adding-an-area.md):\n  ${result.next.join('\n  ')}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

void main(area);
