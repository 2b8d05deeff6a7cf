import fs from 'node:fs';
import path from 'node:path';
// Every api.ts of the back office, so that baseApi holds every generated endpoint.
import '../features/auth/api';
import '../features/chats/api';
import '../features/overview/api';
import '../features/projects/api';
import '../features/settings/api';
import '../features/purchases/api';
import '../features/finances/api';
import '../features/files/public/api';
import '../entities/documents/api';
import '../entities/purchase-upload/api';
import '../entities/language-entries/api';
import '../entities/quick-replies/api';
import '../entities/vehicles/api';
import '../shared/runtime-config/api';
import { achievementsApi } from '../features/cms/achievements/api';
import { imagesApi } from '../features/cms/images/api';
import { servicesApi, type Service } from '../features/cms/services/api';
import type { AppStore } from '../store';
import { baseApi } from '../store/api';
import { withUploadProgress, type UploadProgress } from '../store/form-data';
import { MULTIPART_ENDPOINTS } from '../store/multipart-endpoints.generated';
import { json, mockApi } from '../test/api-mock';
import { session } from '../test/render';
import { testStore } from '../test/stores';
import { formOf, multipartOf, photo, UploadXhr } from '../test/uploads';

// The generated endpoints, unchanged, send multipart bodies as FormData (the base query encodes
// them) to the generated URLs, and ask for image addresses on the calls that take `images`.

const entry = (id: number) => ({
  id,
  name: `naam-${id}`,
  group: 'diensten',
  translationDutch: 'tekst',
  translationEnglish: 'text',
  staleLanguage: null,
});
const block = { id: 8, title: entry(13), body: entry(14), image: null, imageAlt: null };
const service = {
  id: 5,
  title: entry(11),
  description: entry(12),
  image: null,
  imageAlt: null,
  enabled: true,
  content: [block],
};
const achievement = { id: 3, location: 'Gent', description: entry(20), images: [] };

const sent = (request: Request) => {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
};

describe('multipart writes', () => {
  const serviceData = { titleId: 11, descriptionId: 12, enabled: true };
  const contentData = { titleId: 13, bodyId: 14 };
  const achievementData = { location: 'Gent', descriptionDutch: 'Dak', descriptionEnglish: 'Roof' };

  // Each write: how it is dispatched, the request it must become, and its data part.
  const writes = [
    {
      name: 'createService',
      send: (store: AppStore, files: File[]) =>
        store.dispatch(
          servicesApi.endpoints.createService.initiate({ body: { data: serviceData, files } }),
        ),
      request: 'POST /api/service/create',
      data: serviceData,
    },
    {
      name: 'updateService',
      send: (store: AppStore, files: File[]) =>
        store.dispatch(
          servicesApi.endpoints.updateService.initiate({
            id: 5,
            body: { data: serviceData, files },
          }),
        ),
      request: 'PUT /api/service/update/5?images=url',
      data: serviceData,
    },
    {
      name: 'addServiceContent',
      send: (store: AppStore, files: File[]) =>
        store.dispatch(
          servicesApi.endpoints.addServiceContent.initiate({
            id: 5,
            body: { data: contentData, files },
          }),
        ),
      request: 'POST /api/service/addServiceContent/5',
      data: contentData,
    },
    {
      name: 'updateServiceContent',
      send: (store: AppStore, files: File[]) =>
        store.dispatch(
          servicesApi.endpoints.updateServiceContent.initiate({
            id: 8,
            body: { data: contentData, files },
          }),
        ),
      request: 'PUT /api/service/updateServiceContent/8?images=url',
      data: contentData,
    },
    {
      name: 'createAchievement',
      send: (store: AppStore, files: File[]) =>
        store.dispatch(
          achievementsApi.endpoints.createAchievement.initiate({
            body: { data: achievementData, files },
          }),
        ),
      request: 'POST /api/achievement/create',
      data: achievementData,
    },
    {
      name: 'updateAchievement',
      send: (store: AppStore, files: File[]) =>
        store.dispatch(
          achievementsApi.endpoints.updateAchievement.initiate({
            id: 3,
            images: 'data',
            body: { data: { ...achievementData, keepImages: [] }, files },
          }),
        ),
      request: 'PUT /api/achievement/update/3?images=url',
      data: { ...achievementData, keepImages: [] },
    },
  ];

  const answers = {
    'POST /api/service/create': () => json({ id: 9 }, 201),
    'PUT /api/service/update/5': () => json(service),
    'POST /api/service/addServiceContent/5': () => json({ id: 10 }, 201),
    'PUT /api/service/updateServiceContent/8': () => json(block),
    'POST /api/achievement/create': () => json({ id: 4 }, 201),
    'PUT /api/achievement/update/3': () => json(achievement),
  };

  it.each(writes)(
    '$name sends a JSON data part and each file to the generated URL',
    async ({ send, request, data }) => {
      const { requests } = mockApi(answers);
      const store = testStore({ auth: session() });
      const files = [photo('a.jpg', 10), photo('b.png', 20)];

      const result = await send(store, files);

      expect(result.error).toBeUndefined();
      expect(requests.map(sent)).toEqual([request]);
      expect(formOf(requests[0])).toBeInstanceOf(FormData);
      const parts = multipartOf(requests[0]);
      expect(parts.data).toEqual(data);
      expect(parts.files.map((file) => file.name)).toEqual(['a.jpg', 'b.png']);
    },
  );

  it.each(writes)('$name without files sends the data part alone', async ({ send, request }) => {
    const { requests } = mockApi(answers);
    const store = testStore({ auth: session() });

    await send(store, []);

    expect(requests.map(sent)).toEqual([request]);
    expect([...formOf(requests[0]).keys()]).toEqual(['data']);
  });

  it('a body marked for progress goes through XMLHttpRequest as FormData and reports it', async () => {
    const restoreXhr = UploadXhr.install();
    try {
      const { requests } = mockApi(answers);
      const store = testStore({ auth: session() });
      const seen: UploadProgress[] = [];
      const body = withUploadProgress(
        { data: { ...achievementData, keepImages: [] }, files: [photo('dak.jpg', 1000)] },
        (progress) => seen.push(progress),
      );

      const result = await store.dispatch(
        achievementsApi.endpoints.updateAchievement.initiate({ id: 3, body }),
      );

      expect(result.data).toEqual(achievement);
      expect(UploadXhr.sent).toHaveLength(1);
      expect(requests.map(sent)).toEqual(['PUT /api/achievement/update/3?images=url']);
      expect(multipartOf(requests[0]).files.map((file) => file.name)).toEqual(['dak.jpg']);
      expect(seen).toEqual([
        { loaded: 600, total: 1200 },
        { loaded: 1200, total: 1200 },
      ]);
    } finally {
      restoreXhr();
    }
  });

  it('the generated list names exactly the multipart operations of the contract', () => {
    type Operation = {
      operationId?: string;
      requestBody?: { content?: Record<string, unknown> };
    };
    const openapi = JSON.parse(
      fs.readFileSync(path.join(__dirname, '../../openapi.json'), 'utf8'),
    ) as { paths: Record<string, Record<string, Operation>> };
    const multipart = Object.values(openapi.paths)
      .flatMap((item) => Object.values(item))
      .filter(
        (operation) =>
          operation.requestBody?.content?.['multipart/form-data'] &&
          !operation.requestBody.content['application/json'],
      )
      .map((operation) => operation.operationId ?? '')
      .filter((name) => name in baseApi.endpoints);

    expect(multipart.length).toBeGreaterThan(0);
    expect(Object.keys(MULTIPART_ENDPOINTS).sort()).toEqual(multipart.sort());
  });
});

// The SPA always asks for image addresses, never data URLs, whatever a caller passes.
const address = `/api/images/${'ab'.repeat(32)}`;
const shown: Service = { ...service, image: address, content: [{ ...block, image: address }] };

describe('image addresses', () => {
  it('the three reads and the two updates send images=url, even when asked for data', async () => {
    const { requests } = mockApi({
      'GET /api/service/getall': () => json([shown]),
      'GET /api/service/get/5': () => json(shown),
      'GET /api/achievement/getall': () => json([]),
      'PUT /api/service/update/5': () => json(shown),
      'PUT /api/service/updateServiceContent/8': () => json(shown.content[0]),
    });
    const store = testStore({ auth: session() });

    const list = await store.dispatch(servicesApi.endpoints.getServices.initiate({}));
    await store.dispatch(servicesApi.endpoints.getService.initiate({ id: 5, images: 'data' }));
    await store.dispatch(achievementsApi.endpoints.getAchievements.initiate({ images: 'data' }));
    await store.dispatch(
      servicesApi.endpoints.updateService.initiate({
        id: 5,
        images: 'data',
        body: { data: { titleId: 11, descriptionId: 12 } },
      }),
    );
    await store.dispatch(
      servicesApi.endpoints.updateServiceContent.initiate({
        id: 8,
        body: { data: { titleId: 13, bodyId: 14 } },
      }),
    );

    // The updates' invalidations refetch the reads: with images=url as well.
    expect([...new Set(requests.map(sent))].sort()).toEqual(
      [
        'GET /api/service/getall?images=url',
        'GET /api/service/get/5?images=url',
        'GET /api/achievement/getall?images=url',
        'PUT /api/service/update/5?images=url',
        'PUT /api/service/updateServiceContent/8?images=url',
      ].sort(),
    );
    expect(requests.every((request) => new URL(request.url).search === '?images=url')).toBe(true);
    expect(list.data?.[0].image).toBe(address);
  });

  it('calls without the images parameter do not get it', async () => {
    const { requests } = mockApi({ 'GET /api/images': () => json([]) });
    const store = testStore({ auth: session() });

    await store.dispatch(imagesApi.endpoints.getImages.initiate({ usedBy: 'unused' }));

    expect(requests.map(sent)).toEqual(['GET /api/images?usedBy=unused']);
  });
});
