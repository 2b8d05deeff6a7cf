import { achievementsApi } from '../features/cms/achievements/api';
import { servicesApi, type Service } from '../features/cms/services/api';
import { json, mockApi } from '../test/api-mock';
import { session } from '../test/render';
import { testStore } from '../test/stores';

// The SPA always asks for image addresses, never data URLs, whatever a caller passes.

const entry = (id: number) => ({
  id,
  name: `naam-${id}`,
  group: 'diensten',
  translationDutch: 'tekst',
  translationEnglish: 'text',
});
const address = `/api/images/${'ab'.repeat(32)}`;
const service: Service = {
  id: 5,
  title: entry(11),
  description: entry(12),
  image: address,
  enabled: true,
  content: [{ id: 8, title: entry(13), body: entry(14), image: address }],
};

const query = (request: Request) => {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
};

describe('image addresses', () => {
  it('the three reads and the two updates send images=url, even when asked for data', async () => {
    const { requests } = mockApi({
      'GET /api/service/getall': () => json([service]),
      'GET /api/service/get/5': () => json(service),
      'GET /api/achievement/getall': () => json([]),
      'PUT /api/service/update/5': () => json(service),
      'PUT /api/service/updateServiceContent/8': () => json(service.content[0]),
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
    expect([...new Set(requests.map(query))].sort()).toEqual(
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
});
