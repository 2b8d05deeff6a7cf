import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { PROJECT_STAGES } from '../../domain/project-stages';
import { contentCreatedAt } from './columns';
import { imageKey } from './references';
import { services, achievements } from './content';
import { customers } from './customers';
import { employees } from './employees';

export const projectStage = pgEnum('project_stage', PROJECT_STAGES);

/**
 * A job for a customer (docs/product.md § Projecten), from the request to its close. The
 * customer link is cleared when the customer goes to the trash (a restore links it again);
 * `customer_erased` marks a project whose customer was erased ("gewiste klant"). `notes` is
 * sanitised rich text; `search` its name and site address folded by fold_search().
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerErased: boolean('customer_erased').notNull().default(false),
    siteAddress: text('site_address').notNull().default(''),
    stage: projectStage('stage').notNull().default('aanvraag'),
    plannedStart: date('planned_start', { mode: 'string' }),
    plannedEnd: date('planned_end', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    /** The achievement it was published as (Publiceer als realisatie), if any. */
    achievementId: integer('achievement_id').references(() => achievements.id, {
      onDelete: 'set null',
    }),
    createdAt: contentCreatedAt(),
    search: text('search')
      .notNull()
      .generatedAlwaysAs(sql`fold_search(name || ' ' || site_address)`),
  },
  (t) => [
    index('projects_stage_idx').on(t.stage, t.id),
    index('projects_customer_idx').on(t.customerId, t.id),
    check(
      'projects_planning',
      sql`${t.plannedStart} is null or ${t.plannedEnd} is null or ${t.plannedStart} <= ${t.plannedEnd}`,
    ),
  ],
);

/** The services (of the CMS) a project is about. */
export const projectServices = pgTable(
  'project_services',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.serviceId] }),
    index('project_services_service_idx').on(t.serviceId),
  ],
);

/** The employees assigned to a project (its team). */
export const projectEmployees = pgTable(
  'project_employees',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.employeeId] }),
    index('project_employees_employee_idx').on(t.employeeId),
  ],
);

/** A project's photos in their order: stored images (renditions and descriptions are theirs). */
export const projectPhotos = pgTable(
  'project_photos',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    imageKey: imageKey('image_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.position] }),
    index('project_photos_image_idx').on(t.imageKey),
  ],
);
