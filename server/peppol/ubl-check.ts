import fs from 'node:fs';
import path from 'node:path';
import SaxonJS from 'saxon-js';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { projectRoot } from '../config';
import { ruleMessage } from './rule-messages';

/**
 * Checks a UBL invoice or credit note with the official artefacts, pinned in
 * server/peppol/artefacts (docs/architecture.md § Peppol validation): the UBL 2.1 schema
 * (xmllint-wasm), then the CEN EN 16931 and the Peppol BIS Billing 3.0 schematron, compiled to
 * SEF and run by SaxonJS. Runs in the thread that calls it: the server calls it through
 * ubl-validate.ts, in a worker thread.
 */

export interface UblFailure {
  /** The rule's ID: 'BR-CO-16', 'PEPPOL-COMMON-R043', or 'UBL-XSD' for the schema. */
  rule: string;
  /** Dutch where the staff member can correct it, else the official English text. */
  message: string;
  /** Where in the document: '/Invoice/AccountingSupplierParty/Party/EndpointID', or 'regel 12'. */
  location: string;
  /** The official text, for the log and for support. */
  official: string;
}

export interface UblValidation {
  /** No fatal failure: the document may leave. */
  valid: boolean;
  failures: UblFailure[];
  /** Asserts flagged otherwise ('warning'): shown, never blocking. */
  warnings: UblFailure[];
}

export const ARTEFACTS = path.join(projectRoot(), 'server/peppol/artefacts');
/** The Peppol BIS Billing release whose rules are pinned (docs/architecture.md). */
export const BIS_RELEASE = '3.0.21';
const SCHEMATRON = ['CEN-EN16931-UBL', 'PEPPOL-EN16931-UBL'].map((name) =>
  path.join(ARTEFACTS, `bis-${BIS_RELEASE}`, `${name}.sef.json`),
);
const SVRL = 'http://purl.oclc.org/dsdl/svrl';

interface Artefacts {
  schemas: XMLFileInfo[];
  stylesheets: unknown[];
}
let loaded: Artefacts | undefined;

/** Reads the schemas and the compiled stylesheets once per thread (about a second). */
function artefacts(): Artefacts {
  loaded ??= {
    schemas: ['common', 'maindoc'].flatMap((folder) =>
      fs.readdirSync(path.join(ARTEFACTS, 'ubl-2.1', folder)).map((file) => ({
        fileName: `${folder}/${file}`,
        contents: fs.readFileSync(path.join(ARTEFACTS, 'ubl-2.1', folder, file), 'utf8'),
      })),
    ),
    stylesheets: SCHEMATRON.map((file) => JSON.parse(fs.readFileSync(file, 'utf8'))),
  };
  return loaded;
}

/** The schematron's location without its namespace tests: '/Invoice[1]/InvoiceLine[3]/…'. */
function shortLocation(location: string): string {
  return location.replace(/\[namespace-uri\(\)='[^']*'\]/g, '').replace(/\*:/g, '');
}

async function checkSchema(xml: string): Promise<UblFailure[]> {
  const { schemas } = artefacts();
  const root = /<(?:\w+:)?CreditNote[\s>]/.test(xml.slice(0, 2000)) ? 'CreditNote' : 'Invoice';
  const main = schemas.find((file) => file.fileName === `maindoc/UBL-${root}-2.1.xsd`)!;
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [main],
    preload: schemas.filter((file) => file !== main),
  });
  return result.errors.map((error) => ({
    rule: 'UBL-XSD',
    message: `${ruleMessage('UBL-XSD', '')}: ${error.message}`,
    location: error.loc ? `regel ${error.loc.lineNumber}` : '',
    official: error.rawMessage,
  }));
}

type Assert = [rule: string, flag: string, location: string, text: string];

async function checkRules(xml: string, stylesheet: unknown): Promise<Assert[]> {
  const { principalResult } = await SaxonJS.transform(
    { stylesheetInternal: stylesheet, sourceText: xml, destination: 'document' },
    'async',
  );
  return SaxonJS.XPath.evaluate(
    '//svrl:failed-assert ! array { string(@id), string(@flag), string(@location), ' +
      'normalize-space(svrl:text) }',
    principalResult,
    { namespaceContext: { svrl: SVRL }, resultForm: 'array' },
  ) as Assert[];
}

/** The rules' failed asserts, or none when the document is not XML (the schema says where). */
async function allRules(xml: string): Promise<Assert[] | 'not XML'> {
  const asserts: Assert[] = [];
  for (const stylesheet of artefacts().stylesheets) {
    try {
      asserts.push(...(await checkRules(xml, stylesheet)));
    } catch (error) {
      // FODC0002: SaxonJS could not parse the document.
      if ((error as { code?: string }).code === 'FODC0002') return 'not XML';
      throw error;
    }
  }
  return asserts;
}

export async function checkUbl(xml: string): Promise<UblValidation> {
  // The schema check runs in a thread of xmllint-wasm's own, so both halves overlap.
  const [schemaFailures, asserts] = await Promise.all([checkSchema(xml), allRules(xml)]);
  const failures = [...schemaFailures];
  const warnings: UblFailure[] = [];
  if (asserts !== 'not XML') {
    for (const [rule, flag, location, text] of asserts) {
      const failure = {
        rule,
        message: ruleMessage(rule, text),
        location: shortLocation(location),
        official: text,
      };
      (flag === 'fatal' ? failures : warnings).push(failure);
    }
  }
  return { valid: failures.length === 0, failures, warnings };
}
