// `npm test` checks the type tests (*.test-d.ts) in its typecheck stage (`tsc --noEmit` over
// tsconfig.json), not a second time in the unit stage: an `expectTypeOf` that does not hold and an
// unused `@ts-expect-error` are compiler errors, so one compiler run over these files is the check.
// It stays the check only while tsconfig.json takes in every type test, with the options vitest's
// typecheck would use (the same file).
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

describe('the typecheck stage of npm test', () => {
  it('compiles every type test of test/', () => {
    const config = ts.getParsedCommandLineOfConfigFile(resolve(ROOT, 'tsconfig.json'), undefined, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    });
    const compiled = new Set(config?.fileNames.map((file) => resolve(file)));
    const typeTests = readdirSync(resolve(ROOT, 'test'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test-d.ts'))
      .map((file) => resolve(ROOT, 'test', file));
    expect(typeTests.length).toBeGreaterThan(10);
    expect(typeTests.filter((file) => !compiled.has(file))).toEqual([]);
  });
});
