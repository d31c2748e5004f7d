// Finds the Chromium the browser suite drives, or provisions one where that is safe, or says loudly
// why the suite cannot run. Order: $CHROMIUM_PATH, then the usual system paths; when none exists and
// this process is root on a machine with apt-get, scripts/install-chromium.sh runs once. Under
// CI=true a missing browser is an error; elsewhere the suite is skipped with one line saying what to
// install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
];

const INSTALL_SCRIPT = resolve(import.meta.dirname, '../../scripts/install-chromium.sh');

/** What the browser suite found: a browser to launch, or the one line explaining why there is none. */
export type ChromiumLookup = { readonly path: string } | { readonly missing: string };

function firstExisting(): string | undefined {
  const configured = process.env.CHROMIUM_PATH;
  if (configured !== undefined && configured !== '') return existsSync(configured) ? configured : undefined;
  return SYSTEM_PATHS.find((path) => existsSync(path));
}

function canInstall(): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Looks Chromium up, installing Debian's package once when this machine allows it. */
export function findChromium(): ChromiumLookup {
  const found = firstExisting();
  if (found !== undefined) return { path: found };
  const configured = process.env.CHROMIUM_PATH;
  if (configured === undefined && canInstall()) {
    try {
      execFileSync('bash', [INSTALL_SCRIPT], { stdio: 'inherit', timeout: 300_000 });
    } catch {
      // Reported below as missing, with what to do.
    }
    const installed = firstExisting();
    if (installed !== undefined) return { path: installed };
  }
  return {
    missing:
      configured !== undefined
        ? `CHROMIUM_PATH=${configured} does not exist.`
        : `no Chromium found (looked at $CHROMIUM_PATH, ${SYSTEM_PATHS.join(', ')}). Install one ` +
          '(Debian: scripts/install-chromium.sh, i.e. apt-get install chromium) or set CHROMIUM_PATH.',
  };
}
