import { toFormData, uploadProgressListener, withUploadProgress } from './form-data';

test('the data object travels as JSON text, each file as its own "files" part', () => {
  const files = [new File(['a'], 'a.png'), new File(['b'], 'b.jpg')];
  const form = toFormData({ data: { titleId: 1, descriptionId: 2, enabled: false }, files });
  expect(form.get('data')).toBe('{"titleId":1,"descriptionId":2,"enabled":false}');
  expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['a.png', 'b.jpg']);
});

test('without files only the data part is sent', () => {
  const form = toFormData({ data: { titleId: 1, bodyId: 2 } });
  expect([...form.keys()]).toEqual(['data']);
});

describe('upload progress', () => {
  const photo = () => new File(['jpeg'], 'dak.jpg', { type: 'image/jpeg' });

  test('a listener given to toFormData is found by the FormData it made', () => {
    const seen: number[] = [];
    const form = toFormData(
      { data: {}, files: [photo()] },
      { onProgress: (p) => seen.push(p.loaded) },
    );
    uploadProgressListener(form)?.({ loaded: 5, total: 10 });
    expect(seen).toEqual([5]);
  });

  test('a listener given to the body before a mutation reaches the FormData its endpoint makes', () => {
    const seen: number[] = [];
    const body = withUploadProgress({ data: { titleId: 1, bodyId: 2 }, files: [photo()] }, (p) =>
      seen.push(p.loaded),
    );
    uploadProgressListener(toFormData(body))?.({ loaded: 7, total: 10 });
    expect(seen).toEqual([7]);
  });

  test('other bodies have none', () => {
    expect(uploadProgressListener(toFormData({ data: {}, files: [photo()] }))).toBeUndefined();
    expect(uploadProgressListener({ data: {} })).toBeUndefined();
    expect(uploadProgressListener(undefined)).toBeUndefined();
  });
});
