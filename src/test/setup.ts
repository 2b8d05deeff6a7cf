// jsdom set-up for the SPA's tests: what Ant Design, React Router and RTK Query expect of a browser.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder, format } from 'node:util';
import 'whatwg-fetch'; // fetch, Request, Response, Headers on jsdom's own XMLHttpRequest
import { quietStores } from './stores';
import { SCREEN_WAIT_MS } from './waits';

Object.assign(globalThis, { TextEncoder, TextDecoder });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });

/**
 * A MessageChannel that delivers: antd's form store schedules `Form.useWatch` updates through
 * one, so a no-op stub leaves watched values stale. Delivery is a macrotask, as in browsers.
 */
class Port {
  onmessage: ((event: MessageEvent) => void) | null = null;
  other: Port | null = null;
  private listeners = new Set<(event: MessageEvent) => void>();
  postMessage(data: unknown) {
    const target = this.other;
    setTimeout(() => {
      const event = { data } as MessageEvent;
      target?.onmessage?.(event);
      target?.listeners.forEach((listener) => listener(event));
    }, 0);
  }
  addEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
    this.listeners.delete(listener);
  }
  start() {}
  close() {
    this.onmessage = null;
    this.listeners.clear();
  }
}
class MessageChannelPolyfill {
  port1 = new Port();
  port2 = new Port();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}
Object.assign(globalThis, { MessageChannel: MessageChannelPolyfill });

/**
 * antd takes its element ids from @rc-component/util's useId, which answers 'test-id' to every
 * caller when NODE_ENV is 'test'. Every dialog title and tooltip then shares one id, and a
 * dialog is named after whichever came first in the page: on a busy machine the tooltip of the
 * button that opened it, so a query by the dialog's name fails. Give unique ids, as in a browser.
 */
jest.mock('@rc-component/util/lib/hooks/useId', () => {
  const actual = jest.requireActual('@rc-component/util/lib/hooks/useId');
  const { useId } = jest.requireActual<typeof import('react')>('react');
  return {
    ...actual,
    __esModule: true,
    default: function useUniqueId(id?: string) {
      const reactId = useId();
      return id || reactId;
    },
  };
});

/**
 * jsdom's getComputedStyle copies every property of every matching rule into a new
 * declaration, and cssstyle 2 rebuilds the declaration's whole cssText after each custom
 * property it sets, for a change callback that a computed style does not have. antd declares
 * hundreds of CSS variables per component, so each call (Testing Library makes one per element
 * it checks for visibility) costs quadratic time: over half of a screen test's CPU. Skip the
 * rebuild when the callback is cssstyle's empty default; everything else stays as it was.
 */
type StyleDeclarationInternals = {
  _values: Record<string, string>;
  _importants: Record<string, string>;
  _length: number;
  _onChange: (cssText: string) => void;
  removeProperty(name: string): string;
  cssText: string;
  [index: number]: string;
};
const declarationPrototype = Object.getPrototypeOf(document.body.style) as {
  constructor: new () => StyleDeclarationInternals;
  _setProperty(
    this: StyleDeclarationInternals,
    name: string,
    value: string,
    priority: string,
  ): void;
};
const emptyCallbackSource = String(new declarationPrototype.constructor()._onChange);
declarationPrototype._setProperty = function setProperty(name, value, priority) {
  if (value === undefined) return;
  if (value === null || value === '') {
    this.removeProperty(name);
    return;
  }
  if (!this._values[name] || Array.prototype.indexOf.call(this, name) < 0) {
    this[this._length] = name;
    this._length++;
  }
  this._values[name] = value;
  this._importants[name] = priority;
  if (String(this._onChange) !== emptyCallbackSource) this._onChange(this.cssText);
};

// jsdom has no layout: ignore the pseudo-element argument it does not implement.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.scrollTo = () => undefined;

// ProseMirror (the rich-text editor) measures ranges and asks what lies under a point, to keep
// the selection in view: jsdom has no layout, so answer with empty boxes and nothing.
const noRect = () =>
  ({
    x: 0,
    y: 0,
    top: 0,
    right: 0,
    bottom: 0,
    left: 0,
    width: 0,
    height: 0,
    toJSON: () => ({}),
  }) as DOMRect;
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = noRect;
if (!Range.prototype.getClientRects) Range.prototype.getClientRects = noRects;
if (!document.elementFromPoint) document.elementFromPoint = () => null;
// ProseMirror's view.pasteHTML wraps the pasted markup in a ClipboardEvent, which jsdom lacks.
if (typeof globalThis.ClipboardEvent === 'undefined') {
  class ClipboardEventStub extends Event {
    readonly clipboardData: DataTransfer | null;
    constructor(type: string, init: ClipboardEventInit = {}) {
      super(type, init);
      this.clipboardData = init.clipboardData ?? null;
    }
  }
  Object.assign(globalThis, { ClipboardEvent: ClipboardEventStub });
}

// findBy… and waitFor wait for a screen, never measure it (see waits.ts): Testing Library's 1 s
// default is far too short on a busy machine.
configure({ asyncUtilTimeout: SCREEN_WAIT_MS });

/**
 * Console output nobody asked for fails the test that caused it: an "act(...)" warning, a
 * React key warning or a logged error is a defect to fix where it starts, and it would bury
 * the report. A test that expects output spies on the console itself (jest.spyOn), which
 * keeps the output away from here.
 */
const allowedConsoleOutput: RegExp[] = [
  // Redux Toolkit's development-only checks time themselves and warn when a busy machine makes
  // them slower than 32 ms: a statement about the machine, not about the code under test.
  /^(Immutable|Serializable)StateInvariantMiddleware took \d+ms/,
];
const unexpectedConsoleOutput: string[] = [];
for (const level of ['error', 'warn'] as const) {
  console[level] = (...args: unknown[]) => {
    const text = format(...args);
    if (!allowedConsoleOutput.some((pattern) => pattern.test(text))) {
      // Late output (a timer, a promise) can land in the next test: name where it happened.
      const during = expect.getState().currentTestName ?? 'between tests';
      unexpectedConsoleOutput.push(`console.${level} during "${during}": ${text}`);
    }
  };
}
function failOnConsoleOutput() {
  const output = unexpectedConsoleOutput.splice(0);
  if (output.length > 0) {
    throw new Error(`Unexpected console output:\n\n${output.join('\n\n')}`);
  }
}

// A test that forgets to mock the API must fail loudly, not reach the network.
beforeEach(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    throw new Error(`Unmocked fetch: ${input instanceof Request ? input.url : String(input)}`);
  });
  localStorage.clear();
});

afterEach(async () => {
  await quietStores();
  jest.restoreAllMocks();
  failOnConsoleOutput();
});

// Output after a file's last test (a late state update, a timer) belongs to that file.
afterAll(failOnConsoleOutput);
