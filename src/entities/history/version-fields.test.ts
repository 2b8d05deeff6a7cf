import { changedFields, photoChanges } from './version-fields';

describe('changedFields', () => {
  it('names the fields that differ, in the form’s order', () => {
    const before = { titleId: 1, descriptionId: 2, imageKey: 'a', enabled: true };
    expect(changedFields('service', before, { ...before })).toEqual([]);
    expect(
      changedFields('service', before, { ...before, enabled: false, titleId: 3 }).map(
        (field) => field.label,
      ),
    ).toEqual(['title', 'enabled']);
    // No image and an empty key are the same: nothing changed.
    expect(changedFields('serviceContent', { imageKey: null }, { imageKey: '' })).toEqual([]);
  });

  it('sees a new order of the same photos as a change', () => {
    expect(
      changedFields('achievement', { imageKeys: ['a', 'b'] }, { imageKeys: ['b', 'a'] }).map(
        (field) => field.key,
      ),
    ).toEqual(['imageKeys']);
  });
});

describe('photoChanges', () => {
  it('tells the photos that went and came from a new order', () => {
    expect(photoChanges(['a', 'b', 'c'], ['a', 'c', 'd'])).toEqual({
      removed: ['b'],
      added: ['d'],
      reordered: false,
    });
    expect(photoChanges(['a', 'b'], ['b', 'a'])).toEqual({
      removed: [],
      added: [],
      reordered: true,
    });
  });
});
