// Every example of every --help runs as printed, from a folder that holds no repository files: what
// a user who installed the package sees is what works.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, runCli } from './run-cli.js';

const folder = mkdtempSync(join(tmpdir(), 'charge-rules-help-'));
writeFileSync(join(folder, 'charge-rules'), `#!/bin/sh\nexec "${process.execPath}" "${CLI}" "$@"\n`);
chmodSync(join(folder, 'charge-rules'), 0o755);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function examplesOf(help: string): string[] {
  const start = help.search(/^Examples?\b.*:$/m);
  if (start === -1) return [];
  return help
    .slice(start)
    .split('\n')
    .slice(1)
    .filter((line) => line.startsWith('  '))
    .map((line) => line.trim());
}

const topics = ['', 'validate', 'split', 'fields', 'methods'];
const examples = topics.flatMap((topic) =>
  examplesOf(runCli(topic === '' ? ['--help'] : [topic, '--help']).stdout).map((line) => [
    topic || 'top',
    line,
  ]),
);

describe('--help examples', () => {
  it('every help page shows at least one example', () => {
    expect(new Set(examples.map(([topic]) => topic))).toEqual(new Set(['top', ...topics.slice(1)]));
  });

  it.each(examples)('%s: `%s` runs outside the repository and answers 0 or 1', (_topic, line) => {
    const result = spawnSync('sh', ['-c', line], {
      cwd: folder,
      env: { ...process.env, PATH: `${folder}:${process.env.PATH}`, NO_COLOR: '1' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.stderr).toBe('');
    expect([0, 1]).toContain(result.status);
  });
});
