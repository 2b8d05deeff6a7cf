import fs from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { projectRoot } from '../config';

/**
 * Checks a credit transfer file against the EPC's schema for pain.001.001.09 (EPC132-08 2023
 * V1.0 SCT C2PSP, pinned in server/sepa/artefacts, docs/architecture.md § SEPA payment files)
 * with xmllint-wasm, in a thread of its own. A file that fails is never offered to staff.
 */

const SCHEMA = path.join(projectRoot(), 'server/sepa/artefacts/pain.001.001.09.xsd');
let schema: string | undefined;

export interface SchemaFailure {
  message: string;
  line: number | null;
}

/** The schema's complaints about the file; none when it is valid. */
export async function checkCreditTransferFile(xml: string): Promise<SchemaFailure[]> {
  schema ??= fs.readFileSync(SCHEMA, 'utf8');
  const result = await validateXML({
    xml: [{ fileName: 'pain.001.xml', contents: xml }],
    schema: [{ fileName: 'pain.001.001.09.xsd', contents: schema }],
  });
  return result.errors.map((error) => ({
    message: error.message,
    line: error.loc?.lineNumber ?? null,
  }));
}
