import { createReadStream } from 'node:fs';
import { CliError, usageError } from './errors.js';
import { describeJsonSyntaxError } from './json-syntax-error.js';

/** The CLI's standard input, as far as reading it goes. */
export interface InputStream extends AsyncIterable<Buffer | string> {
  readonly isTTY?: boolean;
}

/** A JSON document read from a file or stdin, with the name to show in messages. */
export interface JsonInput {
  readonly value: unknown;
  /** The file name as given, or `stdin`. */
  readonly label: string;
}

/** Charge requests, rule sets and merchant files are small; this only stops `validate /dev/zero`. */
export const MAX_INPUT_BYTES = 10 * 1024 * 1024;

const READ_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOTDIR: 'a part of the path is not a directory',
  ENAMETOOLONG: 'the name is too long',
};

/**
 * Reads the JSON document a command works on: a FILE, `-` for stdin, or stdin when nothing is given
 * and something is piped in.
 *
 * @param command - the command name, for the usage hint.
 * @param file - the positional argument, if any.
 * @param stdin - the process's standard input.
 * @returns the parsed value and its label.
 * @throws CliError (exit 2) when nothing is given on a terminal, the file cannot be read, or its
 *   content is not JSON. The message never quotes the content: it may hold a card number.
 */
export async function readJsonInput(
  command: string,
  file: string | undefined,
  stdin: InputStream,
): Promise<JsonInput> {
  if (file === undefined && stdin.isTTY === true) {
    throw usageError(command, 'no input: give a FILE, or pipe JSON into stdin (FILE "-" reads stdin).');
  }
  const label = file === undefined || file === '-' ? 'stdin' : file;
  const source = file === undefined || file === '-' ? stdin : createReadStream(file);
  const text = await readAll(source, `${command}: ${label}`);
  return { value: parseJson(text, command, label), label };
}

/**
 * Reads a code a command works on (a BR Code, a boleto line): the positional argument itself, or
 * stdin when it is `-` or absent and something is piped in; the line break an `echo` adds is dropped.
 *
 * @param command - the command name, for the usage hint.
 * @param given - the positional argument, if any.
 * @param stdin - the process's standard input.
 * @returns the text.
 * @throws CliError (exit 2) when nothing is given on a terminal, or stdin cannot be read.
 */
export async function readCodeInput(
  command: string,
  given: string | undefined,
  stdin: InputStream,
): Promise<string> {
  if (given !== undefined && given !== '-') return given;
  if (given === undefined && stdin.isTTY === true) {
    throw usageError(command, 'no input: give the code, or pipe it into stdin ("-" reads stdin).');
  }
  const text = await readAll(stdin, `${command}: stdin`);
  const line = text.endsWith('\n') ? text.slice(0, -1) : text;
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

async function readAll(source: AsyncIterable<Buffer | string>, label: string): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of source) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > MAX_INPUT_BYTES) throw new CliError(`${label} is larger than ${MAX_INPUT_BYTES} bytes.`);
      chunks.push(buffer);
    }
  } catch (error) {
    if (error instanceof CliError) throw error;
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    const reason = (code && READ_ERRORS[code]) ?? (code ? `error ${code}` : 'I/O error');
    throw new CliError(`${label} cannot be read: ${reason}.`, 'Check the path, or use "-" to read stdin.');
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Parses JSON and, when it fails, says where as `FILE:LINE:COLUMN` (so a terminal or an editor can
 * jump there) without quoting the text: V8's messages include a snippet of the input
 * (`Unexpected token 'o', "tok_…" is not valid JSON`), which could be a token or a card number.
 *
 * @param text - the document.
 * @param command - the command name, to start the message with.
 * @param label - what to call the input in a message: the file name, or `stdin`.
 * @returns the parsed value.
 * @throws CliError (exit 2) when `text` is empty or not JSON.
 */
export function parseJson(text: string, command: string, label: string): unknown {
  // A byte order mark is legal in a UTF-8 file but not in JSON.
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  try {
    return JSON.parse(body);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    const { line, column, reason } = describeJsonSyntaxError(message, body);
    if (body.trim() === '') {
      throw new CliError(
        `${command}: ${label}:${line}:${column}: it is empty: expected a JSON document.`,
        'Give a FILE, or pipe JSON into stdin.',
      );
    }
    throw new CliError(`${command}: ${label}:${line}:${column}: not valid JSON: ${reason}.`);
  }
}
