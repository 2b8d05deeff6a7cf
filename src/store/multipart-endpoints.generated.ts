// Written by `npm run api:generate` from openapi.json (src/store/codegen.config.ts): never
// edit it. The base query sends the body ({ data, files }) of these endpoints as FormData.
export const MULTIPART_ENDPOINTS: Readonly<Record<string, true>> = {
  addDocumentVersion: true,
  addProjectPhotos: true,
  addServiceContent: true,
  createAchievement: true,
  createService: true,
  createVehicleDamage: true,
  importBankStatements: true,
  importVehicleFuel: true,
  updateAchievement: true,
  updateService: true,
  updateServiceContent: true,
  uploadDocuments: true,
  uploadPublicDocuments: true,
  uploadPurchase: true,
};
