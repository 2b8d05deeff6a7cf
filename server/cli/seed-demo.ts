/**
 * `npm run seed:demo`: fills the configured database with realistic Dutch (Belgian) demo
 * content: services with content blocks, website texts, achievements with photos, customer
 * chats with quick replies and opening hours, the customer register with projects in every stage
 * (one published as an achievement), the team with their absences and eight weeks of
 * appointments, the vehicles they drive (the data: demo/content.json, demo/register.ts,
 * demo/agenda.ts and demo/vehicles.ts; the pictures, each with its descriptions:
 * demo/pictures.ts). Everything goes through the services the API uses, in one transaction; a
 * database that already holds demo content is left alone.
 */
import { loadConfig } from '../config';
import { databaseTarget, openDatabase, type Db } from '../db/client';
import { ACHIEVEMENT_GROUP, createAchievement } from '../services/achievements';
import { createAppointment } from '../services/appointments';
import { setChatStatus } from '../services/chats';
import { recordPastChat } from '../services/customer-chats';
import { addAbsence, createEmployee } from '../services/employees';
import { createLanguageEntry, hasEntriesInGroups } from '../services/language';
import { changeOpeningHours, DEFAULT_OPENING_HOURS } from '../services/opening-hours';
import { createQuickReply } from '../services/quick-replies';
import { addServiceContent, createService, hasServices } from '../services/services';
import {
  DEMO_ACHIEVEMENTS,
  DEMO_CHATS,
  DEMO_OPENING_DAYS,
  DEMO_QUICK_REPLIES,
  DEMO_SERVICES,
  DEMO_TEXTS,
  SERVICE_CONTENT_GROUP,
  SERVICE_GROUP,
  type DemoChat,
  type DemoTextEntry,
  type ImageSpec,
} from './demo/content';
import { DEMO_ABSENCES, DEMO_EMPLOYEES, demoAppointments, mondayOf, plusDays } from './demo/agenda';
import { generateImages, type DemoImages } from './demo/pictures';
import { DEMO_CUSTOMERS, DEMO_PROJECTS } from './demo/register';
import { insertCustomers, insertProjects } from './demo/register-seed';
import { insertDocuments } from './demo/documents';
import { insertInvoices } from './demo/invoices';
import { insertPurchases } from './demo/purchases';
import { insertPurchaseOrders } from './demo/purchase-orders';
import { insertQuotes } from './demo/quotes';
import { insertBank } from './demo/bank';
import { demoVanFor, insertVehicles } from './demo/vehicles';
import { insertInventory } from './demo/inventory';
import { wallClockOf } from '../domain/brussels';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Groups the seed writes texts into: an entry in any of them means the demo is there. */
const DEMO_GROUPS = [
  ...new Set([SERVICE_GROUP, SERVICE_CONTENT_GROUP, ...DEMO_TEXTS.map((t) => t.group)]),
];

export interface DemoCounts {
  services: number;
  disabledServices: number;
  serviceContents: number;
  languageEntries: number;
  languageGroups: number;
  achievements: number;
  achievementImages: number;
  chats: number;
  messages: number;
  images: number;
  employees: number;
  absences: number;
  appointments: number;
  customers: number;
  companies: number;
  projects: number;
  projectPhotos: number;
  publishedProjects: number;
  quickReplies: number;
  openDays: number;
}

export type SeedOutcome = { created: false } | { created: true; counts: DemoCounts };

/**
 * Writes the demo content, unless any service exists or any text in one of the demo's
 * language groups does: then nothing changes. `now` anchors the chat timestamps.
 */
export async function seedDemo(db: Db, now = new Date()): Promise<SeedOutcome> {
  if (await hasDemoContent(db)) return { created: false };
  const images = await generateImages();
  let appointments = 0;
  // The check above is repeated by the unique index on (group, name): a second seed that
  // raced this one fails on its first insert and rolls back.
  await db.transaction(async (tx) => {
    const entryIds = await insertTexts(tx);
    const serviceIds = await insertServices(tx, entryIds, images);
    await insertAchievements(tx, images);
    // Before the conversations: their first responses are also counted in opening hours.
    await changeOpeningHours(tx, { ...DEFAULT_OPENING_HOURS, days: DEMO_OPENING_DAYS });
    for (const reply of DEMO_QUICK_REPLIES) await createQuickReply(tx, reply);
    const chatIds = await insertChats(tx, now);
    const chatEmails = new Map(DEMO_CHATS.map((chat) => [chat.subject, chat.author.email]));
    const customers = await insertCustomers(tx, { chatIds, chatEmails });
    const employeeIds = await insertTeam(tx, now);
    const projects = await insertProjects(
      tx,
      wallClockOf(now).date,
      customers.byKey,
      { serviceIds, employeeIds, chatIds, chatEmails },
      images.projects,
    );
    await insertDocuments(tx, customers.byKey);
    await insertInvoices(tx, customers.byKey);
    await insertQuotes(tx);
    await insertPurchases(tx);
    await insertPurchaseOrders(tx);
    await insertBank(tx, wallClockOf(now).date);
    const vehicleIds = await insertVehicles(tx, wallClockOf(now).date, employeeIds);
    await insertInventory(tx, wallClockOf(now).date, employeeIds);
    appointments = await insertAppointments(tx, now, {
      employeeIds,
      chatIds,
      customerIds: customers.byEmail,
      projectIds: projects.byChat,
      vehicleIds,
    });
  });
  return { created: true, counts: { ...countDemo(), appointments } };
}

async function hasDemoContent(db: Db): Promise<boolean> {
  return (await hasServices(db)) || (await hasEntriesInGroups(db, DEMO_GROUPS));
}

// ---------------------------------------------------------------------------------------
// Writing the content

/** Every language entry of the services, their content blocks and the website texts. */
function demoTextEntries(): DemoTextEntry[] {
  const serviceEntries = DEMO_SERVICES.flatMap((service) => [
    { group: SERVICE_GROUP, name: `${service.key}.titel`, text: service.title },
    { group: SERVICE_GROUP, name: `${service.key}.beschrijving`, text: service.description },
    ...service.content.flatMap((block) => [
      {
        group: SERVICE_CONTENT_GROUP,
        name: `${service.key}.${block.key}.titel`,
        text: block.title,
      },
      { group: SERVICE_CONTENT_GROUP, name: `${service.key}.${block.key}.tekst`, text: block.body },
    ]),
  ]);
  return [...serviceEntries, ...DEMO_TEXTS];
}

/** Language entries are unique by group and name. */
const entryKey = (group: string, name: string) => `${group}/${name}`;

/**
 * Everything is written through the services the API uses, so it is checked and sanitized as an
 * upload would be; inside the seed's transaction (each service's own is a savepoint).
 */
async function insertTexts(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const { group, name, text } of demoTextEntries()) {
    const id = await createLanguageEntry(db, {
      group,
      name,
      translationDutch: text.nl,
      translationEnglish: text.en,
    });
    ids.set(entryKey(group, name), id);
  }
  return ids;
}

/** An image's descriptions as the services take them. */
const altOf = (spec: ImageSpec) => ({ altDutch: spec.alt.nl, altEnglish: spec.alt.en });

/** Writes the services with their content blocks; answers their ids by key. */
async function insertServices(db: Db, entryIds: Map<string, number>, images: DemoImages) {
  const idOf = (group: string, name: string) => entryIds.get(entryKey(group, name))!;
  const ids = new Map<string, number>();
  for (const [index, service] of DEMO_SERVICES.entries()) {
    const pictures = images.services[index];
    const id = await createService(db, {
      titleId: idOf(SERVICE_GROUP, `${service.key}.titel`),
      descriptionId: idOf(SERVICE_GROUP, `${service.key}.beschrijving`),
      image: pictures.image,
      imageAlt: altOf(service.image),
      enabled: service.enabled,
    });
    ids.set(service.key, id);
    for (const [blockIndex, block] of service.content.entries()) {
      await addServiceContent(db, id, {
        titleId: idOf(SERVICE_CONTENT_GROUP, `${service.key}.${block.key}.titel`),
        bodyId: idOf(SERVICE_CONTENT_GROUP, `${service.key}.${block.key}.tekst`),
        image: pictures.content[blockIndex],
        imageAlt: altOf(block.image),
      });
    }
  }
  return ids;
}

async function insertAchievements(db: Db, images: DemoImages) {
  for (const [index, achievement] of DEMO_ACHIEVEMENTS.entries()) {
    await createAchievement(
      db,
      {
        location: achievement.location,
        descriptionDutch: achievement.description.nl,
        descriptionEnglish: achievement.description.en,
        imageAlts: achievement.photos.map(altOf),
      },
      images.achievements[index],
    );
  }
}

/** Writes the demo conversations; answers their ids by subject. */
async function insertChats(db: Db, now: Date) {
  const ids = new Map<string, number>();
  for (const chat of DEMO_CHATS) {
    const start = chatStart(chat, now);
    const id = await recordPastChat(db, {
      subject: chat.subject,
      author: chat.author,
      page: chat.page,
      createdAt: start,
      messages: chat.messages.map((message, index) => {
        const fromCustomer = index % 2 === 0;
        return {
          sender: fromCustomer ? ('customer' as const) : ('staff' as const),
          senderName: fromCustomer
            ? `${chat.author.firstName} ${chat.author.lastName}`
            : chat.staffName,
          content: message.content,
          sentAt: new Date(start.getTime() + message.hours * HOUR),
        };
      }),
    });
    if (chat.handled) await setChatStatus(db, id, 'closed');
    ids.set(chat.subject, id);
  }
  return ids;
}

/** The team and their absences around `now`; answers the employees' ids in their order. */
async function insertTeam(db: Db, now: Date) {
  const employeeIds: number[] = [];
  for (const employee of DEMO_EMPLOYEES) employeeIds.push(await createEmployee(db, employee));
  const monday = mondayOf(now);
  for (const absence of DEMO_ABSENCES) {
    await addAbsence(db, employeeIds[absence.employee], {
      from: plusDays(monday, absence.fromDay),
      to: plusDays(monday, absence.toDay),
      kind: absence.kind,
      note: absence.note,
    });
  }
  return employeeIds;
}

/**
 * Eight weeks of appointments around `now`, each with its customer's record and the van of the
 * one who drives it, the site visit also with the conversation and the project it came from;
 * answers how many. Written without mail settings: no demo customer is mailed.
 */
async function insertAppointments(
  db: Db,
  now: Date,
  ids: {
    employeeIds: number[];
    chatIds: Map<string, number>;
    customerIds: Map<string, number>;
    projectIds: Map<string, number>;
    /** In DEMO_VEHICLES' order: the van its driver takes along. */
    vehicleIds: number[];
  },
) {
  const appointments = demoAppointments(now);
  const today = wallClockOf(now).date;
  for (const appointment of appointments) {
    const subject = appointment.chatSubject;
    const van = demoVanFor(
      today,
      wallClockOf(new Date(appointment.start)).date,
      appointment.employees,
    );
    await createAppointment(db, undefined, {
      title: appointment.title,
      start: appointment.start,
      end: appointment.end,
      employeeIds: appointment.employees.map((index) => ids.employeeIds[index]),
      customer: appointment.customer,
      customerId: ids.customerIds.get(appointment.customer.email) ?? null,
      address: appointment.customer.address,
      status: appointment.status,
      chatId: subject ? (ids.chatIds.get(subject) ?? null) : null,
      projectId: subject ? (ids.projectIds.get(subject) ?? null) : null,
      vehicleId: van === undefined ? null : ids.vehicleIds[van],
    });
  }
  return appointments.length;
}

/** The UTC start of the conversation: `daysAgo` days before today, at `startTime`. */
function chatStart(chat: DemoChat, now: Date): Date {
  const [hours, minutes] = chat.startTime.split(':').map(Number);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - chat.daysAgo * DAY + hours * HOUR + minutes * 60_000);
}

/** What the demo content adds up to (counted from the data, which the inserts follow). */
function countDemo(): DemoCounts {
  const texts = demoTextEntries();
  const blocks = DEMO_SERVICES.reduce((sum, service) => sum + service.content.length, 0);
  const photos = DEMO_ACHIEVEMENTS.reduce((sum, achievement) => sum + achievement.photos.length, 0);
  const projectPhotos = DEMO_PROJECTS.reduce((sum, project) => sum + project.photos.length, 0);
  const publishedProjects = DEMO_PROJECTS.filter((project) => project.publish);
  const published = publishedProjects.length;
  return {
    services: DEMO_SERVICES.length,
    disabledServices: DEMO_SERVICES.filter((service) => !service.enabled).length,
    serviceContents: blocks,
    languageEntries: texts.length + DEMO_ACHIEVEMENTS.length + published,
    languageGroups: new Set([...texts.map((t) => t.group), ACHIEVEMENT_GROUP]).size,
    achievements: DEMO_ACHIEVEMENTS.length + published,
    achievementImages:
      photos + publishedProjects.reduce((sum, project) => sum + project.photos.length, 0),
    chats: DEMO_CHATS.length,
    messages: DEMO_CHATS.reduce((sum, chat) => sum + chat.messages.length, 0),
    images: DEMO_SERVICES.length + blocks + photos + projectPhotos,
    employees: DEMO_EMPLOYEES.length,
    absences: DEMO_ABSENCES.length,
    appointments: 0,
    customers: DEMO_CUSTOMERS.length,
    companies: DEMO_CUSTOMERS.filter((customer) => customer.kind === 'company').length,
    projects: DEMO_PROJECTS.length,
    projectPhotos,
    publishedProjects: published,
    quickReplies: DEMO_QUICK_REPLIES.length,
    openDays: DEMO_OPENING_DAYS.length,
  };
}

// ---------------------------------------------------------------------------------------
// Command line

function summary(counts: DemoCounts, seconds: number): string {
  return [
    'Demo content added:',
    `  ${counts.services} services (${counts.disabledServices} disabled) with ${counts.serviceContents} content blocks`,
    `  ${counts.languageEntries} language entries in ${counts.languageGroups} groups`,
    `  ${counts.achievements} achievements with ${counts.achievementImages} photos (${counts.publishedProjects} of them a published project)`,
    `  ${counts.chats} chats with ${counts.messages} messages, each linked to its customer`,
    `  ${counts.quickReplies} quick replies; opening hours on ${counts.openDays} days of the week`,
    `  ${counts.customers} customers (${counts.companies} companies)`,
    `  ${counts.projects} projects in every stage with ${counts.projectPhotos} photos`,
    `  ${counts.images} generated images, each with its descriptions`,
    `  ${counts.employees} employees with ${counts.absences} absences and ${counts.appointments} appointments`,
    `Done in ${seconds.toFixed(1)} s.`,
    '',
  ].join('\n');
}

async function main() {
  const started = Date.now();
  const database = await openDatabase(databaseTarget(loadConfig()));
  try {
    const outcome = await seedDemo(database.db);
    if (!outcome.created) {
      process.stdout.write(
        'Demo content not added: the database already has services or texts in the groups ' +
          `${DEMO_GROUPS.join(', ')}. Nothing was changed.\n`,
      );
      return;
    }
    process.stdout.write(summary(outcome.counts, (Date.now() - started) / 1000));
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main().catch((error: Error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
}
