import type { Colors } from './color.js';

/** Where a command writes: one printer for stdout (results) and one for stderr (errors, hints). */
export interface Printer {
  /** The styles for this stream: identity functions when it gets no colour. */
  readonly colors: Colors;
  /** The width to wrap long lists at: the terminal's, or a fixed 100 columns in a pipe. */
  readonly width: number;
  /** Writes one line (or an empty one). */
  line(text?: string): void;
  /** Writes a value as indented JSON, the form every `--json` output takes. */
  json(value: unknown): void;
}

/** The part of a Node stream the printer needs. */
export interface TextSink {
  write(text: string): unknown;
  readonly columns?: number;
  readonly isTTY?: boolean;
}

const PIPE_WIDTH = 100;

/**
 * Builds a printer over a stream.
 *
 * @param sink - `process.stdout` or `process.stderr` (or a fake in a test).
 * @param colors - the styles chosen for this stream.
 * @returns the printer.
 */
export function createPrinter(sink: TextSink, colors: Colors): Printer {
  // A terminal narrower than 60 columns would wrap every list into one path per line: keep 60.
  const width = sink.isTTY && sink.columns ? Math.max(60, sink.columns) : PIPE_WIDTH;
  return {
    colors,
    width,
    line(text = '') {
      sink.write(`${text}\n`);
    },
    json(value) {
      sink.write(`${JSON.stringify(value, null, 2)}\n`);
    },
  };
}
