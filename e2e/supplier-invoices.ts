import type { APIRequestContext } from '@playwright/test';
import { supplierUbl } from '../server/test/supplier-ubl';
import { expect, staffToken } from './fixtures';

/**
 * A supplier's invoice arriving as a UBL file through the API (`POST /api/purchase/upload`), as
 * a test's starting point: answers the new purchase's id.
 */
export async function uploadSupplierInvoice(
  request: APIRequestContext,
  baseURL: string,
  invoice: Parameters<typeof supplierUbl>[0],
) {
  const upload = await request.post(`${baseURL}/api/purchase/upload`, {
    headers: { authorization: `Bearer ${staffToken()}` },
    multipart: {
      files: {
        name: 'factuur.xml',
        mimeType: 'application/xml',
        buffer: Buffer.from(supplierUbl(invoice)),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return ((await upload.json()) as { id: number }).id;
}
