/**
 * Projects at volume for the statistics benchmark: `count` projects (2,000) created over the
 * three years before today, more of them in recent months, each with the history a project
 * moved on the board leaves (a version per stage it reached, days to weeks apart). Older projects
 * got further: most from before this year are delivered or closed; one in twenty was delivered,
 * moved back and delivered again. Written straight into the database, 500 projects per
 * transaction; seeded, so the same projects for the same day of seeding.
 */
import type { Db } from '../../server/db/client';
import { projects, versions } from '../../server/db/schema';
import { PROJECT_STAGES, type ProjectStage } from '../../server/domain/project-stages';
import { between, pick, random, type Rng } from './content';

const DAY_MS = 86_400_000;
const BATCH = 500;

const WORKS = ['Badkamer', 'Dak', 'Keuken', 'Gevel', 'Ramen', 'Terras', 'Zolder', 'Warmtepomp'];
const PLACES = ['Gent', 'Leuven', 'Mechelen', 'Aalst', 'Brugge', 'Hasselt', 'Lier', 'Geel'];

/** Days a project spends at each stage before the next, at least and at most. */
const STAY: Record<ProjectStage, [number, number]> = {
  aanvraag: [1, 14],
  offerte: [3, 30],
  gepland: [7, 60],
  in_uitvoering: [5, 45],
  opgeleverd: [7, 60],
  afgesloten: [0, 0],
};

interface SeededProject {
  name: string;
  siteAddress: string;
  createdAt: Date;
  /** The stages it reached in order, with when. */
  moves: { stage: ProjectStage; at: Date }[];
}

function seededProject(next: Rng, index: number, now: number): SeededProject {
  // Squared: more projects in recent months.
  const age = 3 * 365 * DAY_MS * next() ** 2;
  const createdAt = new Date(now - age);
  const moves = [{ stage: 'aanvraag' as ProjectStage, at: createdAt }];
  // Where it stops: anywhere up to closed, further for older projects.
  const last = Math.min(PROJECT_STAGES.length - 1, Math.floor(next() * 3 + age / (120 * DAY_MS)));
  let at = createdAt.getTime();
  for (let step = 1; step <= last; step++) {
    const [min, max] = STAY[PROJECT_STAGES[step - 1]];
    at += between(next, min, max) * DAY_MS + between(next, 0, 8 * 3600) * 1000;
    if (at >= now) break;
    moves.push({ stage: PROJECT_STAGES[step], at: new Date(at) });
    // One in twenty delivered goes back a step for a while first.
    if (PROJECT_STAGES[step] === 'opgeleverd' && next() < 0.05) {
      const back = at + between(next, 1, 5) * DAY_MS;
      const again = back + between(next, 3, 20) * DAY_MS;
      if (again < now) {
        moves.push({ stage: 'in_uitvoering', at: new Date(back) });
        moves.push({ stage: 'opgeleverd', at: new Date(again) });
        at = again;
      }
    }
  }
  return {
    name: `${pick(next, WORKS)} ${pick(next, PLACES)} ${index + 1}`,
    siteAddress: `Kerkstraat ${between(next, 1, 180)}, ${pick(next, PLACES)}`,
    createdAt,
    moves,
  };
}

/** A version's data as services/projects.ts projectState keeps it. */
const stateAt = (project: SeededProject, stage: ProjectStage) => ({
  name: project.name,
  customerId: null,
  siteAddress: project.siteAddress,
  serviceIds: [],
  stage,
  plannedStart: null,
  plannedEnd: null,
  employeeIds: [],
  notes: '',
  imageKeys: [],
});

/** Writes `count` projects with their histories; answers how many versions they have. */
export async function seedProjects(db: Db, count = 2_000, now = Date.now()) {
  const next = random(Math.floor(now / DAY_MS));
  const all = Array.from({ length: count }, (_, index) => seededProject(next, index, now));
  let written = 0;
  for (let start = 0; start < all.length; start += BATCH) {
    const batch = all.slice(start, start + BATCH);
    await db.transaction(async (tx) => {
      const ids = await tx
        .insert(projects)
        .values(
          batch.map((project) => ({
            name: project.name,
            siteAddress: project.siteAddress,
            stage: project.moves.at(-1)!.stage,
            createdAt: project.createdAt.toISOString(),
          })),
        )
        .returning({ id: projects.id });
      const rows = batch.flatMap((project, index) =>
        project.moves.map((move, position) => ({
          kind: 'project' as const,
          entityId: ids[index].id,
          version: position + 1,
          at: move.at,
          data: stateAt(project, move.stage),
        })),
      );
      await tx.insert(versions).values(rows);
      written += rows.length;
    });
  }
  return written;
}
