/**
 * ANSI styles for the terminal. Each style is the identity function when colour is off, so the
 * formatting code never branches on colour and plain output is byte-for-byte what a pipe expects.
 */
export interface Colors {
  readonly enabled: boolean;
  readonly bold: (text: string) => string;
  readonly dim: (text: string) => string;
  readonly red: (text: string) => string;
  readonly green: (text: string) => string;
  readonly yellow: (text: string) => string;
  readonly cyan: (text: string) => string;
}

/** What decides whether a stream gets colour. */
export interface ColorSettings {
  /** Whether the stream is a terminal. */
  readonly isTTY: boolean | undefined;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** `--no-color` was given. */
  readonly noColorFlag: boolean;
}

/**
 * Tells whether to colour a stream: never with `--no-color` or `NO_COLOR`, then `FORCE_COLOR`
 * (what lets a test see the colours without a terminal), then only on a terminal that is not dumb.
 *
 * @param settings - the stream's TTY state, the environment and the flag.
 * @returns true when the stream should be coloured.
 * @example
 * shouldColor({ isTTY: true, env: { NO_COLOR: '1' }, noColorFlag: false })
 * //=> false
 */
export function shouldColor(settings: ColorSettings): boolean {
  const { env } = settings;
  // Any NO_COLOR, even an empty one: stricter than no-color.org, but whoever set it wants no colour.
  if (settings.noColorFlag || env.NO_COLOR !== undefined) return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '' && force !== '0' && force !== 'false') return true;
  return settings.isTTY === true && env.TERM !== 'dumb';
}

const style =
  (open: number, close: number) =>
  (text: string): string =>
    text === '' ? text : `\u001b[${open}m${text}\u001b[${close}m`;

const plain = (text: string): string => text;

/**
 * Builds the styles for one stream.
 *
 * @param enabled - the answer of {@link shouldColor}.
 * @returns ANSI styles, or identity functions when `enabled` is false.
 */
export function createColors(enabled: boolean): Colors {
  if (!enabled) {
    return { enabled, bold: plain, dim: plain, red: plain, green: plain, yellow: plain, cyan: plain };
  }
  return {
    enabled,
    bold: style(1, 22),
    dim: style(2, 22),
    red: style(31, 39),
    green: style(32, 39),
    yellow: style(33, 39),
    cyan: style(36, 39),
  };
}
