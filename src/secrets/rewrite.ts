// How many characters of the answer are joined into one string at a time. An answer linked from
// thousands of small pieces is copied piece by piece by every minor garbage collection that runs
// while it grows (a 10 MiB note with a card number every 60 characters ran 3 times slower a MiB than
// a 1 MiB one); joined every 16,384 characters (32 kB), it is a few flat strings, small enough to be
// allocated where the engine reuses its memory (a string over 64 kB goes to memory of its own, which
// this machine's page faults made cost as much as the whole search).
const BLOCK = 16_384;

/**
 * A text rewritten as one pass finds what to replace in it, left to right: the stretches between two
 * replacements are kept as slices of the text, never copied character by character.
 *
 * @example
 * const rewrite = new _Rewrite('card 4111 ok');
 * rewrite.replace(5, 9, '••••');
 * rewrite.result()
 * //=> 'card •••• ok'
 */
export class _Rewrite {
  // Where the text not yet kept or replaced starts.
  private copied = 0;
  // The answer's blocks so far, linked; the pieces of the block being written, and their length.
  private written = '';
  private readonly pieces: string[] = [];
  private length = 0;

  constructor(readonly text: string) {}

  /**
   * Replaces the text from `start` (at or after the end of the last replacement) to `end` with `by`.
   *
   * @param start - where the replaced stretch starts.
   * @param end - where it ends.
   * @param by - what is written in its place.
   */
  replace(start: number, end: number, by: string): void {
    this.keep(start);
    this.add(by);
    this.copied = end;
  }

  /**
   * The rewritten text.
   *
   * @returns the text with every replacement made.
   */
  result(): string {
    this.keep(this.text.length);
    this.flush();
    return this.written;
  }

  // The text up to `end` kept as it is: a stretch as long as a block is linked whole (a slice of
  // the text, not a copy).
  private keep(end: number): void {
    const kept = this.text.slice(this.copied, end);
    if (kept.length < BLOCK) this.add(kept);
    else {
      this.flush();
      this.written += kept;
    }
  }

  private add(piece: string): void {
    this.pieces.push(piece);
    this.length += piece.length;
    if (this.length >= BLOCK) this.flush();
  }

  private flush(): void {
    this.written += this.pieces.join('');
    this.pieces.length = 0;
    this.length = 0;
  }
}
