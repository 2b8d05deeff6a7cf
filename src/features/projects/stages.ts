import { t } from '../../i18n/projects';
import type { ProjectStage } from './api';

/** The stages in the order a job goes through them: the board's columns, left to right. */
export const STAGES: ProjectStage[] = [
  'aanvraag',
  'offerte',
  'gepland',
  'in_uitvoering',
  'opgeleverd',
  'afgesloten',
];

/** 'Aanvraag', 'Offerte', … */
export const stageLabel = (stage: ProjectStage) => t(`projects.stage.${stage}`);

/** Whether a project at `stage` can be published as an achievement (Opgeleverd or later). */
export const isDelivered = (stage: ProjectStage) =>
  STAGES.indexOf(stage) >= STAGES.indexOf('opgeleverd');

/** A planned period as dd/mm/yyyy – dd/mm/yyyy ('' when not planned). */
export function planningOf(project: { plannedStart: string | null; plannedEnd: string | null }) {
  const day = (date: string | null) => (date ? date.split('-').reverse().join('/') : '');
  const from = day(project.plannedStart);
  const to = day(project.plannedEnd);
  return from && to ? `${from} – ${to}` : from || to;
}

/** What a project's customer is called: their name, 'Gewiste klant', or 'Geen klant'. */
export const customerOf = (project: { customerName: string; customerErased: boolean }) =>
  project.customerName ||
  t(project.customerErased ? 'projects.erasedCustomer' : 'projects.noCustomer');
