// Test support for the achievements screen: realistic data and a fake achievements API over it
// (which its writes change), with the upload helpers of src/test/uploads.ts. Only tests import
// this file.
import { multipartOf } from '../../../test/uploads';
import type { Achievement, LanguageEntry } from './api';

type Handler = (request: Request) => Response | Promise<Response>;

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
const refusal = (status: number, code: string) =>
  answer({ statusCode: status, code, message: code }, status);

function description(id: number, dutch: string, english: string): LanguageEntry {
  return {
    id,
    name: `achievement.${id}`,
    group: 'achievements',
    translationDutch: dutch,
    translationEnglish: english,
    staleLanguage: null,
  };
}

/** `count` image addresses with recognisable keys: `/api/images/{prefix}{n}`. */
export function images(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `/api/images/${prefix}${index + 1}`);
}

/** The descriptions of `count` images, none written yet. */
export const altsOf = (count: number) =>
  Array.from({ length: count }, () => ({ altDutch: '', altEnglish: '' }));

export function achievements(): Achievement[] {
  return [
    {
      id: 1,
      location: 'Gent, Korenmarkt',
      description: description(
        501,
        '<p>Renovatie van een <b>leien</b> dak.</p>',
        '<p>Renovation of a slate roof.</p>',
      ),
      images: images('gent', 3),
      imageAlts: [
        { altDutch: 'Leien dak aan de Korenmarkt', altEnglish: 'Slate roof on the Korenmarkt' },
        ...altsOf(2),
      ],
    },
    {
      id: 2,
      location: 'Brugge, Langestraat',
      description: description(502, '<p>Nieuwe gevel.</p>', '<p>New facade.</p>'),
      images: images('brugge', 8),
      imageAlts: altsOf(8),
    },
  ];
}

/**
 * A fake achievements API over `list`. `refuseWrites` answers every create and update with that
 * refusal. Give `handlers` to mockApi.
 */
export function achievementsServer({
  list = achievements(),
  refuseWrites,
}: {
  list?: Achievement[];
  refuseWrites?: { status: number; code: string };
} = {}) {
  let nextId = 100;
  const stored = (files: File[]) => files.map(() => `/api/images/nieuw${nextId++}`);
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
    'GET /api/achievement/getall': () => answer(list),
    'POST /api/achievement/create': (request) => {
      if (refuseWrites) return refusal(refuseWrites.status, refuseWrites.code);
      const { data, files } = multipartOf(request);
      const id = nextId++;
      list.push({
        id,
        location: String(data.location),
        description: description(
          nextId++,
          String(data.descriptionDutch),
          String(data.descriptionEnglish),
        ),
        images: stored(files),
        imageAlts: altsOf(files.length),
      });
      return answer({ id }, 201);
    },
  };
  for (const achievement of list) {
    const { id } = achievement;
    const current = () => list.find((item) => item.id === id);
    handlers[`PUT /api/achievement/update/${id}`] = (request) => {
      if (refuseWrites) return refusal(refuseWrites.status, refuseWrites.code);
      const { data, files } = multipartOf(request);
      const target = current()!;
      const keep =
        (data.keepImages as string[] | undefined) ??
        target.images.map((image) => image.split('/').pop()!);
      Object.assign(target, {
        location: data.location,
        description: {
          ...target.description,
          translationDutch: data.descriptionDutch,
          translationEnglish: data.descriptionEnglish,
        },
        images: [...keep.map((key) => `/api/images/${key}`), ...stored(files)],
        imageAlts: [
          ...keep.map((key) => target.imageAlts[target.images.indexOf(`/api/images/${key}`)]),
          ...altsOf(files.length),
        ].map(
          (alt, index) => (data.imageAlts as (typeof alt | null)[] | undefined)?.[index] ?? alt,
        ),
      });
      return answer(target);
    };
    handlers[`DELETE /api/achievement/remove/${id}`] = () => {
      list.splice(list.indexOf(current()!), 1);
      return new Response(null, { status: 204 });
    };
  }
  return { handlers, list };
}
