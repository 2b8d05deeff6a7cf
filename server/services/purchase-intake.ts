import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import type { CostCategory, PurchaseLine } from '../db/schema/purchases';
import { enterpriseCheckOf } from '../domain/enterprise-number';
import { ApiError, unknownReference } from '../domain/errors';
import { isValidIban } from '../domain/iban';
import { normalisePeppolId } from '../domain/peppol-id';
import type { InvoiceLine } from '../domain/invoice-document';
import { logActivity } from '../repositories/activity';
import type { DocumentLinkRow } from '../repositories/documents';
import { recordCapturedVersion } from '../repositories/history';
import { holdProject } from '../repositories/projects';
import {
  findOrderByNumber,
  findPurchaseByPeppolRef,
  findSamePurchase,
  findSupplierByKeys,
  insertAllocations,
  insertIntakePurchase,
  markSupplier,
  setPurchaseDocuments,
  setSupplierFields,
} from '../repositories/purchase-intake';
import { announcePurchaseReceived } from '../repositories/purchase-live';
import { createCustomer } from './customers';
import { createDocuments, discardStoredFiles, type StoredFile } from './document-files';
import type { Actor } from './language';
import { purchaseState, purchaseTarget } from './purchases';
import type { SupplierParty } from '../peppol/ubl-purchase';

/**
 * The intake of a supplier invoice or credit note (docs/product.md § Aankopen): over Peppol or
 * uploaded, it lands as a purchase `ontvangen` with its supplier found or added in the register,
 * its original kept unchanged in Bestanden (Aankoopfactuur, 10 years) with the PDF beside it,
 * one cost allocation per line, an activity entry and a live event, all in one transaction.
 */

export interface PurchaseIntake {
  source: 'peppol' | 'upload';
  /** The access point's id of the incoming document (source peppol). */
  peppolRef?: string;
  kind: 'invoice' | 'creditNote';
  number: string;
  issueDate: string;
  dueDate: string;
  currency: string;
  orderReference: string;
  paymentReference: string;
  /** The supplier as the document names it; fields it does not give are ''. */
  supplier: Partial<SupplierParty>;
  lines: InvoiceLine[];
  /** Each line's net amount in cents as the supplier computed it. */
  lineNets: number[];
  netAmount: number;
  vatAmount: number;
  grossAmount: number;
  reverseCharge: boolean;
  /** The legal original (the UBL, else the PDF or photo), and the PDF to read beside it. */
  original: StoredFile;
  pdf?: StoredFile;
  /** Other files that came with it (more pages of a photographed receipt). */
  attachments?: StoredFile[];
  /** The project the uploader books it on (a Technieker's receipt). */
  projectId?: number;
}

/** Words in a line's description that tell its cost category, the first match wins. */
const CATEGORY_WORDS: [CostCategory, RegExp][] = [
  ['brandstof', /\b(diesel|benzine|brandstof|tank(beurt)?|adblue|fuel|euro ?95|lpg)\b/i],
  ['huur', /\b(huur|verhuur|gehuurd|rental|stelling|steiger|container|hoogwerker)\w*/i],
  [
    'onderaanneming',
    /\b(onderaanneming|onderaannemer|plaatsing|montage|arbeid|werkuren|uurloon)\w*/i,
  ],
  ['verzekering', /\b(verzekering|polis|premie)\w*/i],
  ['onderhoud', /\b(onderhoud|herstelling|reparatie|keuring|nazicht|service ?beurt)\w*/i],
  ['kantoor', /\b(kantoor|papier|toner|inkt|software|licentie|abonnement|telefoon|internet)\w*/i],
  [
    'materiaal',
    /\b(materia\w*|cement|beton|mortel|hout|balk\w*|plaat|platen|tegel\w*|steen|stenen|dakpan\w*|isolatie|buis|buizen|kabel\w*|verf|zand|gips\w*|schroe\w*|profiel\w*|lijm)\b/i,
  ],
];

/** The cost category a line's description suggests; 'overig' when nothing does. */
export function guessCategory(description: string, reverseCharge = false): CostCategory {
  const found = CATEGORY_WORDS.find(([, words]) => words.test(description));
  if (found) return found[0];
  // Construction work with the VAT reverse-charged is a subcontractor's.
  return reverseCharge ? 'onderaanneming' : 'overig';
}

const isKbo = (digits: string) =>
  /^[01]\d{9}$/.test(digits) && enterpriseCheckOf(digits) === Number(digits.slice(8));

/** The Belgian enterprise number given, or in the VAT number, when its check digits hold. */
function kboOf(party: Partial<SupplierParty>) {
  const given = party.enterpriseNumber ?? '';
  const inVat = /^BE([01]\d{9})$/.exec(party.vatNumber ?? '')?.[1] ?? '';
  return [given, inVat].find(isKbo) ?? '';
}

/** A Peppol ID as the register stores it; '' for one the register would refuse. */
function storedPeppolId(typed: string) {
  try {
    return normalisePeppolId(typed);
  } catch {
    return '';
  }
}

/**
 * The supplier's id in the register: the relation its VAT number, enterprise number, Peppol ID
 * or IBAN names (made a supplier when it was only a customer), else a new one; null when the
 * document names no supplier at all (a till receipt staff complete later).
 */
async function supplierIdOf(tx: Db, party: Partial<SupplierParty>, by: Actor) {
  const iban = party.iban && isValidIban(party.iban) ? party.iban : '';
  const keys = {
    vatNumber: party.vatNumber ?? '',
    enterpriseNumber: kboOf(party),
    peppolId: storedPeppolId(party.peppolId ?? ''),
    iban,
  };
  const found = await findSupplierByKeys(tx, keys);
  if (found) {
    if (!found.isSupplier || (!found.iban && iban)) await markSupplier(tx, found.id, iban);
    return found.id;
  }
  if (!party.name && !keys.vatNumber && !keys.enterpriseNumber) return null;
  const belgian = /^BE\d{10}$/.test(keys.vatNumber) && isKbo(keys.vatNumber.slice(2));
  const id = await createCustomer(
    tx,
    {
      kind: 'company',
      companyName: party.name || keys.vatNumber || keys.enterpriseNumber,
      email: party.email ?? '',
      street: party.street ?? '',
      postalCode: party.postalCode ?? '',
      city: party.city ?? '',
      country: /^[A-Z]{2}$/.test(party.country ?? '') ? party.country : 'BE',
      // The VAT number's digits when both are given: the register wants them to agree.
      enterpriseNumber: belgian ? keys.vatNumber.slice(2) : keys.enterpriseNumber,
      vatLiable: !!keys.vatNumber,
      vatNumber: belgian ? keys.vatNumber : '',
      peppolId: keys.peppolId,
    },
    by,
  );
  await setSupplierFields(tx, id, {
    ...(!belgian && keys.vatNumber && { vatNumber: keys.vatNumber.slice(0, 30) }),
    iban,
    bic: (party.bic ?? '').slice(0, 11),
  });
  return id;
}

const duplicate = (id: number, number: string) =>
  new ApiError(
    'DUPLICATE_PURCHASE',
    `Factuur ${number} van deze leverancier is al ontvangen (aankoop ${id}).`,
    {},
    { purchaseId: id },
  );

/** Stores the purchase; answers its id. 409 DUPLICATE_PURCHASE names the one received before. */
export async function receivePurchase(db: Db, intake: PurchaseIntake, by: Actor = null) {
  const stored = [
    intake.original,
    ...(intake.pdf ? [intake.pdf] : []),
    ...(intake.attachments ?? []),
  ];
  try {
    return await db.transaction(async (tx) => {
      const supplierId = await supplierIdOf(tx, intake.supplier, by);
      const number = intake.number.trim().slice(0, 100);
      if (supplierId !== null && number) {
        const first = await findSamePurchase(tx, supplierId, intake.kind, number);
        if (first) throw duplicate(first, number);
      }
      if (intake.projectId && !(await holdProject(tx, intake.projectId)))
        throw unknownReference('Project', intake.projectId);
      const order = await findOrderByNumber(tx, intake.orderReference.trim());
      const projectId = intake.projectId ?? order?.projectId ?? null;
      const lines: PurchaseLine[] = intake.lines.map((line) => ({
        ...line,
        category: guessCategory(line.description, intake.reverseCharge),
      }));
      const iban = intake.supplier.iban ?? '';
      const id = await insertIntakePurchase(tx, {
        kind: intake.kind,
        status: 'ontvangen',
        source: intake.source,
        supplierId,
        number,
        issueDate: intake.issueDate || null,
        dueDate: intake.dueDate || null,
        currency: /^[A-Z]{3}$/.test(intake.currency) ? intake.currency : 'EUR',
        orderReference: intake.orderReference.slice(0, 200),
        purchaseOrderId: order?.id ?? null,
        paymentReference: intake.paymentReference.slice(0, 200),
        supplierIban: isValidIban(iban) ? iban : '',
        lines,
        netAmount: intake.netAmount,
        vatAmount: intake.vatAmount,
        grossAmount: intake.grossAmount,
        reverseCharge: intake.reverseCharge,
        peppolRef: intake.peppolRef ?? null,
      });
      // A credit note lowers the cost: its parts are negative.
      const sign = intake.kind === 'creditNote' ? -1 : 1;
      await insertAllocations(
        tx,
        lines.map((line, lineIndex) => ({
          purchaseId: id,
          lineIndex,
          projectId,
          category: line.category,
          percent: 100,
          amount: sign * (intake.lineNets[lineIndex] ?? 0),
          costDate: intake.issueDate || null,
        })),
      );
      const documentIds = await archive(tx, id, supplierId, intake, by);
      await setPurchaseDocuments(tx, id, documentIds);
      const label = number || `#${id}`;
      await recordCapturedVersion(tx, 'purchase', id, by, (await purchaseState(tx, id))!);
      await logActivity(tx, { by, kind: 'create', target: purchaseTarget(id, label) });
      await announcePurchaseReceived(tx, { purchaseId: id, number, source: intake.source });
      return id;
    });
  } catch (error) {
    await discardStoredFiles(db, stored);
    throw await asDuplicate(db, intake, error);
  }
}

/**
 * A write that lost to a concurrent one of the same document: the same Peppol document is the
 * purchase already stored (no error), the same supplier and number a 409 naming it.
 */
async function asDuplicate(db: Db, intake: PurchaseIntake, error: unknown) {
  if (!isUniqueViolation(error)) return error;
  if (intake.peppolRef) {
    const same = await findPurchaseByPeppolRef(db, intake.peppolRef);
    if (same) return new AlreadyReceived(same);
  }
  const supplier = await findSupplierByKeys(db, {
    vatNumber: intake.supplier.vatNumber ?? '',
    enterpriseNumber: kboOf(intake.supplier),
    peppolId: storedPeppolId(intake.supplier.peppolId ?? ''),
    iban: intake.supplier.iban ?? '',
  });
  const first = supplier && (await findSamePurchase(db, supplier.id, intake.kind, intake.number));
  return first ? duplicate(first, intake.number) : error;
}

/** The Peppol document was stored by another instance a moment ago: `id` is its purchase. */
export class AlreadyReceived extends Error {
  constructor(readonly id: number) {
    super(`already received as purchase ${id}`);
  }
}

/** The original, the PDF beside it and the other files, as Aankoopfactuur documents. */
async function archive(
  tx: Db,
  purchaseId: number,
  supplierId: number | null,
  intake: PurchaseIntake,
  by: Actor,
) {
  const links: DocumentLinkRow[] = [{ kind: 'purchase', id: purchaseId }];
  if (supplierId !== null) links.push({ kind: 'customer', id: supplierId });
  if (intake.projectId) links.push({ kind: 'project', id: intake.projectId });
  const title = `Aankoopfactuur ${intake.number || purchaseId}`.trim();
  const files = [
    intake.original,
    ...(intake.pdf ? [intake.pdf] : []),
    ...(intake.attachments ?? []),
  ];
  const names = files.map((_, index) =>
    index === 0 ? `${title} (origineel)` : `${title} (${index + 1})`,
  );
  if (intake.pdf) names[1] = `${title} (PDF)`;
  const { ids } = await createDocuments(tx, files, { type: 'Aankoopfactuur', links, names }, by);
  return { originalDocumentId: ids[0], pdfDocumentId: intake.pdf ? ids[1] : null };
}
