import { multipartFormData, withMultipartBody } from './multipart';

const photo = () => new File(['jpeg'], 'gevel.jpg', { type: 'image/jpeg' });

test('the data object travels as a JSON part beside the files', () => {
  const form = multipartFormData({ data: { imageAlts: [null] }, files: [photo()] });
  expect(form.get('data')).toBe('{"imageAlts":[null]}');
  expect(form.getAll('files')).toHaveLength(1);
});

test('a body without data has no data part, never the text "undefined"', () => {
  const form = multipartFormData({ data: undefined, files: [photo()] });
  expect([...form.keys()]).toEqual(['files']);
  const sent = withMultipartBody({ url: '/api/project/addPhotos/1', body: { files: [photo()] } });
  expect((sent.body as FormData).has('data')).toBe(false);
});
