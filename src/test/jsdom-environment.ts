/**
 * The SPA tests' jsdom, with two of its slowest paths made fast and their answers unchanged.
 * Both are patched in jsdom's own modules (in jest's outer realm, before jest-environment-jsdom
 * loads jsdom), which a test's setup file cannot reach.
 *
 * - getComputedStyle asks every rule of every style sheet whether it matches the element, once
 *   for the element and once more per ancestor (for `visibility`). antd injects thousands of
 *   rules, and Testing Library asks for every element it checks: a fifth of a screen test's
 *   CPU went to selector matching. A rule whose every selector requires, on the element itself,
 *   a class the element lacks, or another tag, cannot match: it is answered without the
 *   selector engine.
 * - A label's `control` searched the whole document for its `for` id, once per label for every
 *   input whose accessible name was asked (`input.labels`): quadratic in a form. The
 *   document's id index answers it where that index is unambiguous.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { subjectsOf, type Subject } from './selector-subjects';

const fromEnvironment = createRequire(require.resolve('jest-environment-jsdom'));
const jsdomRoot = path.dirname(fromEnvironment.resolve('jsdom/package.json'));
const jsdomModule = (file: string) =>
  fromEnvironment(path.join(jsdomRoot, 'lib/jsdom/living', file));

interface ElementImpl {
  localName: string;
  _ownerDocument: { _ids?: Record<string, ElementImpl[]> };
  getAttributeNS(namespace: null, name: string): string | null;
  getRootNode(options: object): unknown;
}

const parsedSelectors = new Map<string, Subject[] | null>();
const elementClasses = new WeakMap<ElementImpl, { attribute: string; names: Set<string> }>();

function classesOf(element: ElementImpl): Set<string> {
  const attribute = element.getAttributeNS(null, 'class') ?? '';
  let known = elementClasses.get(element);
  if (known?.attribute !== attribute) {
    known = { attribute, names: new Set(attribute.split(/[ \t\n\f\r]+/).filter(Boolean)) };
    elementClasses.set(element, known);
  }
  return known.names;
}

/** Whether the element can be a subject: its tag and classes are not against it. */
function mayMatch(element: ElementImpl, subjects: Subject[]): boolean {
  const tag = element.localName.toLowerCase();
  return subjects.some(
    (subject) =>
      (subject.tag === null || subject.tag === tag) &&
      (subject.classes.length === 0 ||
        subject.classes.every((name) => classesOf(element).has(name))),
  );
}

const selectorHelpers = jsdomModule('helpers/selectors.js') as {
  matchesDontThrow(element: ElementImpl, selector: string): boolean;
};
const matchesDontThrow = selectorHelpers.matchesDontThrow;
selectorHelpers.matchesDontThrow = (element, selector) => {
  // Not every rule has a selector (@keyframes, @font-face): the engine answers those.
  if (typeof selector !== 'string') return matchesDontThrow(element, selector);
  let selectors = parsedSelectors.get(selector);
  if (selectors === undefined) {
    selectors = subjectsOf(selector);
    parsedSelectors.set(selector, selectors);
  }
  if (selectors && !mayMatch(element, selectors)) return false;
  return matchesDontThrow(element, selector);
};

// The rest of jsdom loads now, from its entry (its modules require each other in a cycle that
// only that order resolves), and takes the patched selector helper.
fromEnvironment('jsdom');

const labelPrototype = (
  jsdomModule('nodes/HTMLLabelElement-impl.js') as {
    implementation: { prototype: object };
  }
).implementation.prototype;
const { isLabelable } = jsdomModule('helpers/form-controls.js') as {
  isLabelable(element: ElementImpl): boolean;
};
const controlBySearch = Object.getOwnPropertyDescriptor(labelPrototype, 'control')!.get!;
Object.defineProperty(labelPrototype, 'control', {
  configurable: true,
  get(this: ElementImpl) {
    const forValue = this.getAttributeNS(null, 'for');
    const document = this._ownerDocument;
    const candidates = forValue ? document._ids?.[forValue] : undefined;
    // One element with that id, in this label's tree: it is the first in tree order.
    if (candidates?.length === 1 && candidates[0].getRootNode({}) === this.getRootNode({})) {
      return isLabelable(candidates[0]) ? candidates[0] : null;
    }
    return controlBySearch.call(this);
  },
});

// eslint-disable-next-line @typescript-eslint/no-require-imports
export = fromEnvironment('jest-environment-jsdom');
