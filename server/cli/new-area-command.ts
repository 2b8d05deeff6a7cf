/** `npm run new:area -- vehicles [--kind vehicle] [--in area]`: see new-area.ts. */
import { newArea } from './new-area';
import { areaNames } from './new-area-files';

const args = process.argv.slice(2);
const kindAt = args.indexOf('--kind');
const inAt = args.indexOf('--in');
const optionValues = [kindAt, inAt].filter((at) => at >= 0).map((at) => at + 1);
const area = args.find((arg, index) => !arg.startsWith('--') && !optionValues.includes(index));
if (!area) {
  console.error(
    'Usage: npm run new:area -- <area, plural> [--kind <kind, singular>] [--in <area it is part of>]',
  );
  process.exit(2);
}
async function main(area: string) {
  try {
    const result = await newArea(
      process.cwd(),
      areaNames(
        area,
        kindAt >= 0 ? args[kindAt + 1] : undefined,
        inAt >= 0 ? args[inAt + 1] : undefined,
      ),
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
