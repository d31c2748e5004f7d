// Bundled into dist/cli.js by esbuild, so the version printed is the one the CLI was built from.
import manifest from '../../package.json' with { type: 'json' };

/** The package version, e.g. `0.3.0`. */
export const VERSION: string = manifest.version;
