// Helpers that write BR Codes field by field for the tests, with an independent checksum.
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
