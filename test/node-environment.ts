/**
 * jest's Node environment on a context whose global object is an ordinary one. jest runs every
 * module of a test (ours, Fastify, Drizzle, PGlite's JavaScript) in a `vm` context; a context
 * made from a sandbox object answers each lookup of a global (`Object`, `Math`, `Array`, a
 * module-level `Symbol`) through an interceptor in C++, about 15 times slower than a plain
 * global. Node 22.8 makes a context without that sandbox (`vm.constants.DONT_CONTEXTIFY`); the
 * environment is otherwise jest's own, which builds its globals on whatever `createContext`
 * answers. On a Node without the constant it is jest's environment unchanged.
 */
import vm from 'node:vm';
import NodeEnvironment from 'jest-environment-node';

// Undefined before Node 22.8, whatever the types say.
const DONT_CONTEXTIFY = (vm.constants as Partial<typeof vm.constants> | undefined)?.DONT_CONTEXTIFY;

export default class PlainGlobalEnvironment extends NodeEnvironment {
  constructor(...args: ConstructorParameters<typeof NodeEnvironment>) {
    const createContext = vm.createContext;
    if (DONT_CONTEXTIFY) vm.createContext = () => createContext(DONT_CONTEXTIFY);
    try {
      super(...args);
    } finally {
      vm.createContext = createContext;
    }
  }
}
