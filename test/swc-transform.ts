import type { Config } from 'jest';

/**
 * How jest turns our TypeScript into JavaScript: swc, which strips the types file by file as
 * tsconfig.json's isolatedModules already requires (types are checked by `npm run typecheck`,
 * never by the tests). It compiles for what the tests ran on before: CommonJS, ES2022
 * class fields, React's automatic JSX runtime. .ts and .tsx are parsed apart, since `<T>value`
 * is a cast in one and an element in the other.
 */
function swc(tsx: boolean) {
  return [
    '@swc/jest',
    {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx },
        transform: { react: { runtime: 'automatic' }, useDefineForClassFields: true },
      },
      module: { type: 'commonjs' },
      sourceMaps: 'inline',
    },
  ] as [string, Record<string, unknown>];
}

export const swcTransform: Config['transform'] = {
  '^.+\\.ts$': swc(false),
  '^.+\\.tsx$': swc(true),
};
