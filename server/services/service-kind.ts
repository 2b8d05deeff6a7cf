import type { Db } from '../db/client';
import { field, ids } from '../domain/version-values';
import { captureService, captureServiceContent } from '../repositories/history';
import { lockLanguageEntries } from '../repositories/language';
import {
  holdService,
  restoreServiceContentRow,
  restoreServiceRows,
  type ServiceTrashItem,
  type ServiceContentTrashItem,
} from '../repositories/services';
import { Service, ServiceContent, ServiceContentVersionData, ServiceVersionData } from '../schemas';
import { declareKind } from './content-kind';
import { describeMissing, missingReferences } from './missing';
import { readService, titledTarget, writeService, writeServiceContent } from './services';

/** Services and their content blocks as content kinds (docs/architecture.md § Content kinds). */

/** Refuses a restore whose language entries no longer exist, naming them. */
async function requireEntries(tx: Db, entryIds: number[]) {
  const missing = await lockLanguageEntries(tx, entryIds);
  if (missing.length) throw missingReferences(await describeMissing(tx, 'language', missing));
}

const websiteContent = { holdsNothing: "The website's content: no customer's data" };

export const serviceKind = declareKind<'service', ServiceTrashItem>({
  kind: 'service',
  name: 'Service',
  tables: ['services'],
  version: ServiceVersionData,
  answer: Service,
  state: captureService,
  target: (db, id, data) => titledTarget(db, 'service', id, data.titleId as number),
  async restoreVersion(tx, id, data, current, by) {
    const refs = ids(data, {
      titleId: current.titleId as number,
      descriptionId: current.descriptionId as number,
    });
    await requireEntries(tx, [refs.titleId, refs.descriptionId]);
    await writeService(
      tx,
      id,
      {
        titleId: refs.titleId,
        descriptionId: refs.descriptionId,
        enabled: field(data, 'enabled', current.enabled as boolean),
        imageKey: field(data, 'imageKey', current.imageKey as string | null),
      },
      by,
    );
  },
  // With its content blocks, as its own read answers it.
  read: (db, id) => readService(db, id, { images: 'url' }),
  async putBack(tx, { service, contents }) {
    const missing = await lockLanguageEntries(tx, [
      service.titleId,
      service.descriptionId,
      ...contents.flatMap((content) => [content.titleId, content.bodyId]),
    ]);
    if (missing.length) return describeMissing(tx, 'language', missing);
    await restoreServiceRows(tx, service, contents);
    return undefined;
  },
  removedWith: (item) =>
    item.contents.map((content) => ({ kind: 'serviceContent' as const, id: content.id })),
  customerData: websiteContent,
});

export const serviceContentKind = declareKind<'serviceContent', ServiceContentTrashItem>({
  kind: 'serviceContent',
  name: 'Service content',
  tables: ['serviceContents'],
  version: ServiceContentVersionData,
  answer: ServiceContent,
  state: captureServiceContent,
  target: (db, id, data) => titledTarget(db, 'serviceContent', id, data.titleId as number),
  async restoreVersion(tx, id, data, current, by) {
    const refs = ids(data, {
      titleId: current.titleId as number,
      bodyId: current.bodyId as number,
    });
    await requireEntries(tx, [refs.titleId, refs.bodyId]);
    return writeServiceContent(
      tx,
      id,
      {
        titleId: refs.titleId,
        bodyId: refs.bodyId,
        imageKey: field(data, 'imageKey', current.imageKey as string | null),
      },
      by,
      'url',
    );
  },
  async putBack(tx, { content }) {
    const service = await holdService(tx, content.serviceId);
    const missing = [
      ...(service ? [] : await describeMissing(tx, 'service', [content.serviceId])),
      ...(await describeMissing(
        tx,
        'language',
        await lockLanguageEntries(tx, [content.titleId, content.bodyId]),
      )),
    ];
    if (missing.length) return missing;
    await restoreServiceContentRow(tx, content);
    return undefined;
  },
  // Where a content block shows again: the screen leads there without asking.
  restored: (item) => ({ serviceId: item.content.serviceId }),
  customerData: websiteContent,
});
