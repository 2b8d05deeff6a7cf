// `npm run api:generate` runs this after the endpoint generator: it writes the types of a few
// of openapi.json's schemas into contract/types.generated.ts, for code that cannot import an
// endpoint file. The store's session and error types sit below the API slice that every
// endpoint file imports, and the live event's payload is read by the server's relay, the staff
// screens and the widget, whose streams are no generated endpoints.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ApiGenerator from 'oazapfts/generate';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';

/** The schemas written, with the types they refer to. */
const SCHEMAS = [
  'ChatEvent',
  'DocumentsReceived',
  'ErrorAnswer',
  'InvoiceChanged',
  'QuoteAnswered',
  'Session',
  'StaffTyping',
  'User',
];

const root = join(__dirname, '../..');
const output = join(root, 'contract/types.generated.ts');

async function main() {
  const document = JSON.parse(readFileSync(join(root, 'openapi.json'), 'utf8'));
  // The options the endpoint generator uses (its defaults), so a type reads the same in both.
  const generator = new ApiGenerator(document, {
    unionUndefined: false,
    useEnumType: false,
    mergeReadWriteOnly: false,
    useUnknown: false,
  });
  for (const name of SCHEMAS) {
    if (!document.components?.schemas?.[name]) throw new Error(`openapi.json has no ${name}`);
    generator.getTypeFromSchema({ $ref: `#/components/schemas/${name}` });
  }
  const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed });
  const file = ts.createSourceFile('types.ts', '', ts.ScriptTarget.Latest);
  const source = [
    '// Written by `npm run api:generate` from openapi.json (src/store/codegen-types.ts): never edit.',
    ...generator.aliases.map((alias) => printer.printNode(ts.EmitHint.Unspecified, alias, file)),
  ].join('\n');
  const options = await resolveConfig(output);
  writeFileSync(output, await format(source, { ...options, parser: 'typescript' }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
