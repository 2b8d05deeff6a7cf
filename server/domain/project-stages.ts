/** A project's stages, in the order a job goes through them (docs/product.md § Projecten). */
export const PROJECT_STAGES = [
  'aanvraag',
  'offerte',
  'gepland',
  'in_uitvoering',
  'opgeleverd',
  'afgesloten',
] as const;
export type ProjectStage = (typeof PROJECT_STAGES)[number];

/** Whether a project at `stage` is delivered: what a publication as an achievement needs. */
export const isDelivered = (stage: ProjectStage) =>
  PROJECT_STAGES.indexOf(stage) >= PROJECT_STAGES.indexOf('opgeleverd');
