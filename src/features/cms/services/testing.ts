// Test support for the services screens: realistic data and a fake services API over it, with
// the upload helpers of src/test/uploads.ts. Only tests import this file.
import { multipartOf } from '../../../test/uploads';
import type { LanguageEntry, Service, ServiceContent } from './api';

type Handler = (request: Request) => Response | Promise<Response>;

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
const refusal = (status: number, code: string) =>
  answer({ statusCode: status, code, message: code }, status);

export function entry(
  id: number,
  name: string,
  translationDutch: string,
  translationEnglish: string,
  group = 'diensten',
): LanguageEntry {
  return { id, name, group, translationDutch, translationEnglish, staleLanguage: null };
}

export function entries(): LanguageEntry[] {
  return [
    entry(1, 'dakwerken.titel', 'Dakwerken', 'Roofing'),
    entry(
      2,
      'dakwerken.tekst',
      '<p>Herstel en vernieuwing van <b>platte</b> en hellende daken.</p>',
      '<p>Repair and renewal of flat and pitched roofs.</p>',
    ),
    entry(3, 'gevel.titel', 'Gevelrenovatie', 'Facade renovation'),
    entry(
      4,
      'gevel.tekst',
      '<p>Reinigen, voegen en isoleren van uw gevel.</p>',
      '<p>Cleaning, pointing and insulating your facade.</p>',
    ),
    entry(5, 'isolatie.titel', 'Isolatie', 'Insulation'),
    entry(6, 'isolatie.tekst', '<p>Dak- en spouwisolatie met premie-advies.</p>', ''),
    entry(7, 'blok.herstel.titel', 'Snel herstel', 'Quick repair'),
    entry(
      8,
      'blok.herstel.tekst',
      '<p>Binnen 48 uur ter plaatse bij <b>lekken</b>.</p>',
      '<p>On site within 48 hours for <b>leaks</b>.</p>',
    ),
    entry(9, 'blok.garantie.titel', 'Tien jaar garantie', 'Ten years of warranty'),
    entry(
      10,
      'blok.garantie.tekst',
      '<p>Op alle materialen en werkuren.</p>',
      '<p>On all materials and labour.</p>',
    ),
  ];
}

/** An image's descriptions as the server answers them before anyone wrote one. */
const altOf = (image: string | null) => (image ? { altDutch: '', altEnglish: '' } : null);

export function services(list = entries()): Service[] {
  const byId = (id: number) => list.find((item) => item.id === id)!;
  const block = (id: number, titleId: number, bodyId: number, image = ''): ServiceContent => ({
    id,
    title: byId(titleId),
    body: byId(bodyId),
    image,
    imageAlt: altOf(image),
  });
  return [
    {
      id: 11,
      title: byId(1),
      description: byId(2),
      image: '/api/images/dak0001',
      imageAlt: { altDutch: 'Leien dak met nieuwe nok', altEnglish: 'Slate roof with a new ridge' },
      enabled: true,
      content: [block(21, 7, 8, '/api/images/blok0021'), block(22, 9, 10)],
    },
    {
      id: 12,
      title: byId(3),
      description: byId(4),
      image: '',
      imageAlt: null,
      enabled: false,
      content: [],
    },
  ];
}

/**
 * A fake services API over `entries` and `services`, which its writes change. `refuseUploads`
 * answers every write that carries a file with that refusal, as the server does for a file it
 * cannot use. Give `handlers` to mockApi.
 */
export function servicesServer({
  entryList = entries(),
  serviceList = services(entryList),
  refuseUploads,
}: {
  entryList?: LanguageEntry[];
  serviceList?: Service[];
  refuseUploads?: { status: number; code: string };
} = {}) {
  let nextId = 100;
  const entryById = (id: unknown) => entryList.find((item) => item.id === id);
  const refused = (files: File[]) =>
    refuseUploads && files.length > 0 ? refusal(refuseUploads.status, refuseUploads.code) : null;
  const image = (files: File[], previous: string | null) =>
    files.length > 0 ? `/api/images/nieuw${nextId}` : previous;
  const blockById = (id: number) =>
    serviceList.flatMap((item) => item.content).find((block) => block.id === id);

  const handlers: Record<string, Handler> = {
    'GET /api/config': () =>
      answer({
        publicSiteUrl: 'https://www.example.be',
        limits: {
          maxFileBytes: 20 * 1024 * 1024,
          maxImagePixels: 50_000_000,
          maxServiceImages: 1,
          maxAchievementImages: 20,
          jsonBodyBytes: 1024 * 1024,
        },
      }),
    'GET /api/language/getall': () => answer(entryList),
    'POST /api/language/create': async (request) => {
      const input = (await request.json()) as Partial<LanguageEntry> & {
        name: string;
        group: string;
      };
      const id = nextId++;
      entryList.push({
        translationDutch: '',
        translationEnglish: '',
        staleLanguage: null,
        ...input,
        id,
      });
      return answer({ id }, 201);
    },
    'GET /api/service/getall': () => answer(serviceList),
    'POST /api/service/create': (request) => {
      const { data, files } = multipartOf(request);
      const refusedAnswer = refused(files);
      if (refusedAnswer) return refusedAnswer;
      const id = nextId++;
      serviceList.push({
        id,
        title: entryById(data.titleId)!,
        description: entryById(data.descriptionId)!,
        enabled: data.enabled !== false,
        image: image(files, ''),
        imageAlt: altOf(image(files, '')),
        content: [],
      });
      return answer({ id }, 201);
    },
  };

  for (const service of serviceList) {
    const { id } = service;
    const current = () => serviceList.find((item) => item.id === id);
    handlers[`GET /api/service/get/${id}`] = () =>
      current() ? answer(current()) : refusal(404, 'NOT_FOUND');
    handlers[`PUT /api/service/update/${id}`] = (request) => {
      const { data, files } = multipartOf(request);
      const refusedAnswer = refused(files);
      if (refusedAnswer) return refusedAnswer;
      const target = current()!;
      Object.assign(target, {
        title: entryById(data.titleId),
        description: entryById(data.descriptionId),
        enabled: data.enabled !== false,
        image: image(files, target.image),
        imageAlt: data.imageAlt ?? (files.length ? altOf(image(files, '')) : target.imageAlt),
      });
      return answer(target);
    };
    handlers[`DELETE /api/service/removeService/${id}`] = () => {
      serviceList.splice(serviceList.indexOf(current()!), 1);
      return new Response(null, { status: 204 });
    };
    handlers[`POST /api/service/addServiceContent/${id}`] = (request) => {
      const { data, files } = multipartOf(request);
      const refusedAnswer = refused(files);
      if (refusedAnswer) return refusedAnswer;
      const blockId = nextId++;
      current()!.content.push({
        id: blockId,
        title: entryById(data.titleId)!,
        body: entryById(data.bodyId)!,
        image: image(files, ''),
        imageAlt: altOf(image(files, '')),
      });
      return answer({ id: blockId }, 201);
    };
    for (const block of service.content) {
      handlers[`PUT /api/service/updateServiceContent/${block.id}`] = (request) => {
        const { data, files } = multipartOf(request);
        const refusedAnswer = refused(files);
        if (refusedAnswer) return refusedAnswer;
        const target = blockById(block.id)!;
        Object.assign(target, {
          title: entryById(data.titleId),
          body: entryById(data.bodyId),
          image: image(files, target.image),
        });
        return answer(target);
      };
      handlers[`DELETE /api/service/removeServiceContent/${block.id}`] = () => {
        const owner = current()!;
        owner.content = owner.content.filter((item) => item.id !== block.id);
        return new Response(null, { status: 204 });
      };
    }
  }

  return { handlers, entryList, serviceList };
}
