import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseTarget } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows-of';
import { PROJECT_STAGES } from '../../server/domain/project-stages';
import { chatDatabase, type ChatDatabase } from './chat-seed';
import { Api, pool } from './client';
import { customerInput, seedCustomers } from './customer-seed';
import { cameraPhoto } from './photos';
import { startProductServer, type RunningProcess } from './server-process';
import { settings } from './settings';

/**
 * Projecten at a company's real size: 5,000 customers (when the database has none), 15
 * employees, 10 services, and `count` projects (2,000 by default) spread over the stages,
 * customers, services and employees, each with `photos` photos (20). Everything but the photo
 * rows goes through the API. The photos are uploaded once, to the first project, and the other
 * projects' rows then name the same stored images (one INSERT with the server stopped): stored
 * bytes are shared, as the same image added twice is.
 */

export interface ProjectSeedOptions {
  projects: number;
  photos: number;
  customers: number;
}

export const projectSeedOptions = (): ProjectSeedOptions => ({
  projects: Number(process.env.BENCH_PROJECTS || 2000),
  photos: Number(process.env.BENCH_PROJECT_PHOTOS || 20),
  customers: Number(process.env.BENCH_CUSTOMERS || 5000),
});

const EMPLOYEES = ['Bram', 'Sofie', 'Koen', 'Inès', 'Wout', 'Lotte', 'Dries', 'Zoë'];
const JOBS = ['Badkamer', 'Dak', 'Gevel', 'Keuken', 'Terras', 'Zolder', 'Ramen', 'Warmtepomp'];
const SERVICES = 10;

/** Where a stage falls for project `index`: most are running or done, few are new. */
function stageOf(index: number) {
  const weights = [8, 10, 12, 20, 20, 30];
  let at = (index * 37) % weights.reduce((a, b) => a + b, 0);
  for (const [i, weight] of weights.entries()) {
    if (at < weight) return PROJECT_STAGES[i];
    at -= weight;
  }
  return PROJECT_STAGES[0];
}

const day = (offset: number) =>
  new Date(Date.UTC(2026, 0, 5) + offset * 86_400_000).toISOString().slice(0, 10);

async function seedThroughApi(api: Api, options: ProjectSeedOptions, log: (line: string) => void) {
  const first = await api.json<{ customers: { id: number }[] }>(
    'GET',
    '/api/customer/getall?limit=1',
  );
  if (!first.customers.length) {
    log(`Seeding ${options.customers} customers through the API…`);
    await seedCustomers(api, options.customers, settings.parallel * 2);
  }
  const customerIds: number[] = [];
  for (let cursor: string | null = ''; cursor !== null;) {
    const page: { customers: { id: number }[]; next: string | null } = await api.json(
      'GET',
      `/api/customer/getall?limit=200${cursor ? `&cursor=${cursor}` : ''}`,
    );
    customerIds.push(...page.customers.map((customer) => customer.id));
    cursor = page.next;
  }
  const employeeIds = await pool(EMPLOYEES, 2, async (firstName, i) => {
    const { id } = await api.json<{ id: number }>('POST', '/api/employee/create', {
      firstName,
      lastName: `Ploeg ${i + 1}`,
    });
    return id;
  });
  const serviceIds = await pool(
    Array.from({ length: SERVICES }, (_, i) => i),
    2,
    async (i) => {
      const text = async (name: string, dutch: string, english: string) =>
        (
          await api.json<{ id: number }>('POST', '/api/language/create', {
            name: `${name}_${i}`,
            group: 'diensten',
            translationDutch: `<p>${dutch}</p>`,
            translationEnglish: `<p>${english}</p>`,
          })
        ).id;
      const titleId = await text('project_dienst_titel', `Dienst ${i + 1}`, `Service ${i + 1}`);
      const descriptionId = await text('project_dienst_tekst', 'Vakwerk', 'Craftsmanship');
      const { id } = await api.multipart<{ id: number }>('POST', '/api/service/create', {
        data: { titleId, descriptionId, enabled: true },
        files: [await cameraPhoto(7000 + i, 640, 480)],
      });
      return id;
    },
  );
  log(`Seeding ${options.projects} projects through the API…`);
  const indexes = Array.from({ length: options.projects }, (_, i) => i);
  const ids = await pool(indexes, settings.parallel * 2, async (i) => {
    const customerId = customerIds[(i * 7919) % customerIds.length];
    const customer = customerInput(((i * 7919) % customerIds.length) + 1);
    const start = (i * 3) % 540;
    const { id } = await api.json<{ id: number }>('POST', '/api/project/create', {
      name: `${JOBS[i % JOBS.length]} ${customer.lastName} ${i + 1}`,
      customerId,
      siteAddress:
        customer.siteAddresses[0] ?? `${customer.street}, ${customer.postalCode} ${customer.city}`,
      serviceIds: [
        serviceIds[i % SERVICES],
        ...(i % 4 === 0 ? [serviceIds[(i + 3) % SERVICES]] : []),
      ],
      employeeIds: [employeeIds[i % EMPLOYEES.length], employeeIds[(i + 5) % EMPLOYEES.length]],
      stage: stageOf(i),
      plannedStart: day(start),
      plannedEnd: day(start + 2 + (i % 12)),
      notes: `<p>Afspraken met de klant over ${JOBS[i % JOBS.length].toLowerCase()}.</p>`,
    });
    return id;
  });
  // The photos, once: camera-like JPEGs of 1200 px, decoded and stored as any upload is.
  const files = await Promise.all(
    Array.from({ length: options.photos }, (_, i) => cameraPhoto(8000 + i, 1200, 900)),
  );
  await api.multipart('POST', `/api/project/addPhotos/${ids[0]}`, { data: {}, files });
  return ids[0];
}

/** Gives every project without photos those of project `from`, in their order: one statement. */
async function sharePhotos(target: DatabaseTarget, from: number) {
  const database = await openDatabase(target);
  try {
    const result = await database.db.execute(sql`
      insert into project_photos (project_id, position, image_key)
      select p.id, k.position, k.image_key
      from projects p cross join project_photos k
      where k.project_id = ${from}
        and not exists (select 1 from project_photos mine where mine.project_id = p.id)
      returning project_id`);
    return rowsOf(result).length;
  } finally {
    await database.close();
  }
}

async function startOn(database: ChatDatabase, spa?: string) {
  fs.mkdirSync(database.serverDataDir, { recursive: true });
  return startProductServer({
    dataDir: database.serverDataDir,
    adminEmail: settings.email,
    adminPassword: settings.password,
    env: { ...database.serverEnv, ...(spa ? { SPA_DIR: spa } : {}) },
  });
}

/**
 * The projects' database (`BENCH_NAME`, default `projects`), seeded on first use; answers it
 * with a server started on it (`spa`: the built SPA it serves, for the browser).
 */
export async function projectBench(
  options: ProjectSeedOptions,
  log: (line: string) => void,
  spa?: string,
): Promise<{ database: ChatDatabase; server: RunningProcess }> {
  const database = await chatDatabase(process.env.BENCH_NAME || 'projects');
  let server = await startOn(database, spa);
  const api = await signedIn(server.origin);
  const seeded = await api.json<{ projects: unknown[] }>('GET', '/api/project/getall?limit=1');
  if (!seeded.projects.length) {
    const started = performance.now();
    const first = await seedThroughApi(api, options, log);
    await server.stop();
    const shared = await sharePhotos(database.target, first);
    log(
      `Seeded ${options.projects} projects with ${options.photos} photos each (${shared} photo ` +
        `rows naming the first project's images) in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
    );
  }
  await server.stop();
  // The planner's statistics as the embedded database's periodic VACUUM (ANALYZE) leaves them
  // (plugins/vacuum.ts), and PostgreSQL's autovacuum: a fresh bulk seed has none.
  await analyze(database.target);
  server = await startOn(database, spa);
  return { database, server };
}

async function analyze(target: DatabaseTarget) {
  const database = await openDatabase(target);
  try {
    await database.db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
}

export async function signedIn(origin: string) {
  const api = new Api(origin);
  await api.login(settings.email, settings.password);
  return api;
}

/** `npm run bench:seed -- --projects N`: the projects' database seeded, no server left running. */
export async function seedProjectBench(projects?: number) {
  const options = projectSeedOptions();
  if (projects !== undefined) {
    if (!Number.isSafeInteger(projects) || projects < 1) throw new Error('--projects: not a count');
    options.projects = projects;
  }
  const { database, server } = await projectBench(options, console.log);
  await server.stop();
  database.cleanup();
  console.log(`Projects database: ${database.kind} (${database.where})`);
}
