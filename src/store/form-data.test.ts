import { toFormData } from './form-data';

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
