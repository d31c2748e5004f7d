// The last release, built from its commit beside this checkout, so a benchmark can measure it and
// today's code side by side in one process. Nothing of it is committed: it is extracted with
// `git archive` into bench/results/ (ignored) and built with this checkout's own tsup, once.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { resolve } from 'node:path';

/** The release measured against, and the commit that is it. */
export const PREVIOUS_RELEASE = { version: '0.2.0', commit: 'ea45bc3' };

const root = resolve(import.meta.dirname, '..', '..');

/**
 * Builds the previous release once and answers the path of its ESM entry, to `import()`.
 * @returns the absolute path of that release's `dist/index.js`.
 */
export function previousReleaseEntry() {
  const folder = resolve(root, 'bench', 'results', `release-${PREVIOUS_RELEASE.version}`);
  const entry = resolve(folder, 'dist', 'index.js');
  if (existsSync(entry)) return entry;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const archive = resolve(folder, 'source.tar');
  const sources = ['src', 'package.json', 'tsconfig.json', 'tsup.config.ts'];
  execFileSync('git', ['archive', `--output=${archive}`, PREVIOUS_RELEASE.commit, ...sources], { cwd: root });
  execFileSync('tar', ['-xf', archive, '-C', folder]);
  symlinkSync(resolve(root, 'node_modules'), resolve(folder, 'node_modules'), 'dir');
  execFileSync(
    process.execPath,
    [resolve(root, 'node_modules', 'tsup', 'dist', 'cli-default.js'), '--silent'],
    {
      cwd: folder,
      stdio: 'ignore',
    },
  );
  return entry;
}
