import {
  canMove,
  canMoveTo,
  imageKey,
  keptPhotos,
  moved,
  movedTo,
  newPhoto,
  describedAs,
  splitPhotos,
} from './photos';

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('the form photo list', () => {
  it('reads the key of an image address', () => {
    expect(imageKey('/api/images/abc123')).toBe('abc123');
    expect(imageKey('https://api.example.be/api/images/abc123?size=thumb')).toBe('abc123');
  });

  it('moves photos among their kind only: new files follow the kept images', () => {
    const list = [...keptPhotos(['/api/images/a', '/api/images/b']), newPhoto(file('c.jpg'))];
    expect(canMove(list, 0, -1)).toBe(false);
    expect(canMove(list, 0, 1)).toBe(true);
    expect(canMove(list, 1, 1)).toBe(false);
    expect(canMove(list, 2, -1)).toBe(false);
    const swapped = moved(list, 0, 1);
    expect(splitPhotos(swapped).keepImages).toEqual(['b', 'a']);
    expect(splitPhotos(swapped).files.map((item) => item.name)).toEqual(['c.jpg']);
  });

  it('moves a dragged photo to the place of another, the ones between shifted', () => {
    const list = [
      ...keptPhotos(['/api/images/a', '/api/images/b', '/api/images/c']),
      newPhoto(file('d.jpg')),
    ];
    expect(splitPhotos(movedTo(list, 2, 0)).keepImages).toEqual(['c', 'a', 'b']);
    expect(splitPhotos(movedTo(list, 0, 2)).keepImages).toEqual(['b', 'c', 'a']);
    expect(canMoveTo(list, 3, 0)).toBe(false);
    expect(canMoveTo(list, 0, 3)).toBe(false);
    expect(movedTo(list, 3, 0)).toEqual(list);
  });

  it('sends the changed descriptions in the order of the images, null for the others', () => {
    const roof = { altDutch: 'Dak', altEnglish: 'Roof' };
    const list = [
      ...keptPhotos(['/api/images/a', '/api/images/b'], [roof, { altDutch: '', altEnglish: '' }]),
      newPhoto(file('c.jpg')),
    ];
    expect(splitPhotos(list).imageAlts).toBeUndefined();
    // Only spaces added: the same description as stored.
    const spaced = describedAs(list, list[0].id, { altDutch: ' Dak ', altEnglish: 'Roof' });
    expect(splitPhotos(spaced).imageAlts).toBeUndefined();
    const ridge = { altDutch: 'Nok', altEnglish: '' };
    const changed = describedAs(moved(list, 1, -1), list[2].id, ridge);
    expect(splitPhotos(changed)).toEqual({
      keepImages: ['b', 'a'],
      files: [list[2].kind === 'new' ? list[2].file : null],
      imageAlts: [null, null, ridge],
    });
  });
});
