/**
 * Writes the demo's customers and projects (./register.ts) through the services the API uses:
 * the customers, each demo conversation linked to its author's customer record, and the
 * projects, each taken through its stages one by one as a job goes, with its described photos;
 * a delivered one published as an achievement.
 */
import type { Db } from '../../db/client';
import { PROJECT_STAGES } from '../../domain/project-stages';
import type { ProcessedImage } from '../../domain/images';
import { setChatCustomer } from '../../services/chats';
import { createCustomer } from '../../services/customers';
import { publishProject } from '../../services/project-publication';
import { addProjectPhotos, createProject, setProjectStage } from '../../services/projects';
import { plusDays } from './agenda';
import { DEMO_CUSTOMERS, DEMO_PROJECTS, invoiceAddressParts } from './register';

/** The ids of what the projects refer to; services by their key in content.json. */
export interface RegisterLinks {
  serviceIds: Map<string, number>;
  employeeIds: number[];
  chatIds: Map<string, number>;
  /** Each demo conversation's author's email, by subject. */
  chatEmails: Map<string, string>;
}

/** Writes the customers and links the conversations; answers the customers' ids by email. */
export async function insertCustomers(
  db: Db,
  links: Pick<RegisterLinks, 'chatIds' | 'chatEmails'>,
) {
  const byEmail = new Map<string, number>();
  const byKey = new Map<string, number>();
  for (const { key, invoiceAddress, ...customer } of DEMO_CUSTOMERS) {
    const id = await createCustomer(db, { ...customer, ...invoiceAddressParts(invoiceAddress) });
    byKey.set(key, id);
    if (customer.email) byEmail.set(customer.email, id);
  }
  for (const [subject, chatId] of links.chatIds) {
    const customerId = byEmail.get(links.chatEmails.get(subject)!);
    if (customerId) await setChatCustomer(db, chatId, customerId);
  }
  return { byEmail, byKey };
}

/**
 * Writes the projects for the customers (`customerIds` by key), planned in days from `today`
 * (a Brussels date); answers their ids by the conversation they came from, and how many
 * achievements were published.
 */
export async function insertProjects(
  db: Db,
  today: string,
  customerIds: Map<string, number>,
  links: RegisterLinks,
  photos: ProcessedImage[][],
) {
  const byChat = new Map<string, number>();
  let published = 0;
  for (const [index, project] of DEMO_PROJECTS.entries()) {
    const id = await createProject(db, {
      name: project.name,
      customerId: customerIds.get(project.customer)!,
      siteAddress:
        project.siteAddress ??
        DEMO_CUSTOMERS.find((customer) => customer.key === project.customer)!.invoiceAddress,
      serviceIds: project.services.map((key) => links.serviceIds.get(key)!),
      employeeIds: project.employees.map((employee) => links.employeeIds[employee]),
      plannedStart: project.planned ? plusDays(today, project.planned[0]) : null,
      plannedEnd: project.planned ? plusDays(today, project.planned[1]) : null,
      notes: project.notes,
    });
    if (project.photos.length)
      await addProjectPhotos(
        db,
        id,
        photos[index],
        project.photos.map((photo) => ({ altDutch: photo.alt.nl, altEnglish: photo.alt.en })),
      );
    for (const stage of PROJECT_STAGES.slice(1, PROJECT_STAGES.indexOf(project.stage) + 1))
      await setProjectStage(db, id, stage);
    if (project.publish) {
      // The photos keep their descriptions: the publication takes them over.
      await publishProject(db, id, {
        imageKeys: photos[index].map((image) => image.key),
        location: project.publish.location,
        descriptionDutch: project.publish.description.nl,
        descriptionEnglish: project.publish.description.en,
      });
      published++;
    }
    if (project.chatSubject) byChat.set(project.chatSubject, id);
  }
  return { byChat, published };
}
