import { subjectsOf } from './selector-subjects';

describe('a selector list read for its subjects', () => {
  test('the tag and classes of the compound after the last combinator, per selector', () => {
    expect(subjectsOf('div.a.b > span.c, .d:hover')).toEqual([
      { tag: 'span', classes: ['c'] },
      { tag: null, classes: ['d'] },
    ]);
    expect(subjectsOf('article  section H1')).toEqual([{ tag: 'h1', classes: [] }]);
    expect(subjectsOf('ul li + li ~ .x\n.y')).toEqual([{ tag: null, classes: ['y'] }]);
  });

  test('what lies inside parentheses, brackets or quotes requires nothing', () => {
    expect(
      subjectsOf(':where(.css-dev-only-do-not-override-1).ant-btn:not(.ant-btn-disabled)'),
    ).toEqual([{ tag: null, classes: ['ant-btn'] }]);
    expect(subjectsOf('input[type="a, .b"]::placeholder')).toEqual([{ tag: 'input', classes: [] }]);
    expect(subjectsOf(':is(a, b) .c:has(> .d)')).toEqual([{ tag: null, classes: ['c'] }]);
    expect(subjectsOf('*.e')).toEqual([{ tag: null, classes: ['e'] }]);
  });

  test('escapes, namespaces, at-rules and unbalanced lists are left to the selector engine', () => {
    expect(subjectsOf('.sm\\:flex')).toBeNull();
    expect(subjectsOf('svg|a')).toBeNull();
    expect(subjectsOf('@namespace "x";\n\nhtml')).toBeNull();
    expect(subjectsOf('.a:not(.b')).toBeNull();
    expect(subjectsOf('.')).toBeNull();
  });
});
