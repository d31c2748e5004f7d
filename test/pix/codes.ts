// Helpers that write BR Codes field by field for the tests, with an independent checksum.

import type { MessageParams } from '../../src/messages/params.js';
import { formatPixCodesMessage, type PixCodesMessageKey } from '../../src/messages/pix-codes.js';
import { crcOracle } from './crc-oracle.js';

/** The pointers of a failure's issues (throws on a success). */
export function pointersOf(
  result:
    | { readonly ok: true }
    | { readonly ok: false; readonly issues: readonly { readonly pointer: string }[] },
): string[] {
  if (result.ok) throw new Error('expected a failure');
  return result.issues.map((issue) => issue.pointer);
}

/** A code with its fields between `000201` and the checksum replaced, and a right checksum. */
export function withFields(body: string): string {
  return withCrc(`000201${body}6304`);
}

/** A payload closed with its right checksum. */
export function withCrc(payload: string): string {
  return payload + crcOracle(payload);
}

/** One TLV field, its length in UTF-8 bytes. */
export const f = (id: string, value: string): string =>
  `${id}${String(new TextEncoder().encode(value).length).padStart(2, '0')}${value}`;

export const KEY = '123e4567-e12b-12d1-a456-426655440000';
/** A PIX merchant account holding the key above. */
export const ACCOUNT = f('26', f('00', 'br.gov.bcb.pix') + f('01', KEY));
/** The fields after the account in BACEN's example static code. */
export const REST = '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***';

/** An issue as a failure states it: its code, its pointer and its English message. */
export interface StatedIssue {
  readonly code: string;
  readonly pointer: string;
  readonly message: string;
}

/** The whole of a 422 failure but its wording's labels: status, code, and each issue stated. */
export function refusalOf(
  result:
    | { readonly ok: true }
    | {
        readonly ok: false;
        readonly status: number;
        readonly code: string;
        readonly issues: readonly StatedIssue[];
      },
): { status: number; code: string; issues: StatedIssue[] } {
  if (result.ok) throw new Error('expected a failure');
  return {
    status: result.status,
    code: result.code,
    issues: result.issues.map(({ code, pointer, message }) => ({ code, pointer, message })),
  };
}

/** The 422 `INVALID_INPUT` failure holding these issues, each worded by the catalogue's key. */
export function refused(
  ...issues: readonly (readonly [
    code: string,
    pointer: string,
    key: PixCodesMessageKey,
    params?: MessageParams,
  ])[]
): { status: number; code: string; issues: StatedIssue[] } {
  return {
    status: 422,
    code: 'INVALID_INPUT',
    issues: issues.map(([code, pointer, key, params]) => ({
      code,
      pointer,
      message: formatPixCodesMessage('en', key, params),
    })),
  };
}
