// The package as a user gets it: `npm pack` of the repository installed with npm into an empty folder,
// and a way to run a shell line there that can read nothing outside that folder.
import { execFileSync, type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI, ROOT } from './run-cli.js';

const npm = (args: readonly string[], cwd: string): string =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund'], { cwd, encoding: 'utf8', stdio: 'pipe' });

/**
 * Packs the repository (what `npm publish` would upload, from the current dist/) and installs the
 * tarball with npm into a new folder. The runtime dependencies are packed from the repository's own
 * node_modules and installed with it, so npm runs offline and the install takes a few seconds.
 *
 * @returns the folder, real path: a project whose only dependency is charge-rules.
 */
export function installPackage(): string {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` first.`);
  const tarballs = mkdtempSync(join(tmpdir(), 'charge-rules-tarballs-'));
  const project = realpathSync(mkdtempSync(join(tmpdir(), 'charge-rules-installed-')));
  try {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    const packed = [
      ROOT,
      ...Object.keys(manifest.dependencies ?? {}).map((name) => join(ROOT, 'node_modules', name)),
    ];
    // --ignore-scripts: a dependency's prepack script is its maintainers' build, not part of an install.
    const files = packed.map((folder) => {
      const [result] = JSON.parse(
        npm(['pack', folder, '--json', '--ignore-scripts', '--pack-destination', tarballs], ROOT),
      );
      return join(tarballs, result.filename);
    });
    writeFileSync(join(project, 'package.json'), '{ "name": "a-project", "private": true }\n');
    npm(['install', ...files, '--offline'], project);
  } finally {
    rmSync(tarballs, { recursive: true, force: true });
  }
  return project;
}

// Node's permission model keeps the CLI from reading a file outside the project: an example that
// names a file of this repository fails with ERR_ACCESS_DENIED (exit 2), wherever it points.
function sandbox(project: string): string {
  const flag = process.allowedNodeEnvironmentFlags.has('--permission')
    ? '--permission'
    : '--experimental-permission';
  return `${flag} "--allow-fs-read=${project}/" --disable-warning=ExperimentalWarning`;
}

/**
 * Runs a shell line in the project, as its user would: `charge-rules` is the installed bin (on PATH,
 * as `npx` or an npm script gives it), and `npx charge-rules` is taken as that same bin, since npm
 * itself cannot run inside the sandbox.
 *
 * @param project - the folder of {@link installPackage}.
 * @param line - the command line.
 * @returns the exit code and the output.
 */
export function runInProject(project: string, line: string): SpawnSyncReturns<string> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    PATH: `${join(project, 'node_modules', '.bin')}:${process.env.PATH}`,
    NO_COLOR: '1',
    NODE_OPTIONS: sandbox(project),
  };
  delete env.FORCE_COLOR;
  return spawnSync('sh', ['-c', line.replaceAll('npx charge-rules ', 'charge-rules ')], {
    cwd: project,
    env,
    encoding: 'utf8',
    timeout: 20_000,
  });
}
