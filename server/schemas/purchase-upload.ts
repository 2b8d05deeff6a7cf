import { Type, type Static } from '@sinclair/typebox';
import { ErrorCodeSchema, Id } from './common';

/** The multipart `data` part of a purchase upload: optional. */
export const PurchaseUploadData = Type.Object(
  {
    projectId: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 2147483647,
        description:
          'The project the costs go to (a receipt for a job). Required of a role without ' +
          "Aankopen's write (Technieker): a project whose team holds them.",
      }),
    ),
  },
  { additionalProperties: false, $id: 'PurchaseUploadData' },
);
export type PurchaseUploadData = Static<typeof PurchaseUploadData>;

const cents = (description: string) => Type.Integer({ description: `${description}, in cents` });

export const PurchaseUploadAnswer = Type.Object(
  {
    id: Id,
    prefilledFrom: Type.Union([Type.Literal('ubl'), Type.Literal('text'), Type.Literal('none')], {
      description:
        "Where the fields come from: the UBL exactly (`ubl`), guessed from the document's " +
        'text or OCR (`text`: to be checked), or nothing readable (`none`)',
    }),
    supplierId: Type.Union([Id, Type.Null()], {
      description: 'The supplier found or added in the register; null when none was recognised',
    }),
    supplierName: Type.String(),
    supplierVatNumber: Type.String(),
    supplierIban: Type.String(),
    number: Type.String({ description: "The supplier's invoice number; '' when not found" }),
    kind: Type.Union([Type.Literal('invoice'), Type.Literal('creditNote')]),
    issueDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
    dueDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
    netAmount: cents('Without VAT'),
    vatAmount: cents('The VAT'),
    grossAmount: cents('With VAT'),
    reverseCharge: Type.Boolean(),
    originalDocumentId: Type.Union([Id, Type.Null()]),
    pdfDocumentId: Type.Union([Id, Type.Null()]),
  },
  { $id: 'PurchaseUploadAnswer' },
);

/** 409 DUPLICATE_PURCHASE: the error answer, with the purchase received before. */
export const DuplicatePurchaseAnswer = Type.Object(
  {
    statusCode: Type.Integer(),
    code: ErrorCodeSchema,
    message: Type.String(),
    purchaseId: Id,
  },
  { $id: 'DuplicatePurchaseAnswer' },
);
