import { describe, expectTypeOf, it } from 'vitest';
import {
  type Boleto,
  buildPixCode,
  classifyPixKey,
  type Issue,
  type PixCode,
  type PixKeyType,
  parseBoleto,
  parsePixCode,
} from '../../src/index.js';

describe('PIX and boleto types', () => {
  it('narrows each result on ok to its value or the failure with issues', () => {
    const parsed = parsePixCode('000201');
    if (parsed.ok) expectTypeOf(parsed.pix).toEqualTypeOf<PixCode>();
    else expectTypeOf(parsed.issues).toEqualTypeOf<readonly Issue[]>();
    const key = classifyPixKey('x');
    if (key.ok) expectTypeOf(key.type).toEqualTypeOf<PixKeyType>();
    const boleto = parseBoleto('x', { referenceDate: '2026-01-01' });
    if (boleto.ok) expectTypeOf(boleto.boleto).toEqualTypeOf<Boleto>();
    else expectTypeOf(boleto.status).toEqualTypeOf<422 | 500>();
  });

  it('takes the fields of a code with amounts in centavos, never a kind of its own', () => {
    buildPixCode({ key: 'a@b.com', merchant_name: 'A', merchant_city: 'B', amount: 100 });
    // @ts-expect-error: the name and the city are required
    buildPixCode({ key: 'a@b.com' });
    // @ts-expect-error: an amount is a number of centavos, not text
    buildPixCode({ key: 'a@b.com', merchant_name: 'A', merchant_city: 'B', amount: '1.00' });
    // @ts-expect-error: parseBoleto's reference date is text, YYYY-MM-DD
    parseBoleto('x', { referenceDate: new Date(0) });
  });

  it('takes and answers the recurrence URL of a combined code as optional text', () => {
    buildPixCode({
      url: 'pix.a.com/1',
      merchant_name: 'A',
      merchant_city: 'B',
      recurrence_url: 'pix.a.com/rec/1',
    });
    // @ts-expect-error: the recurrence URL is text
    buildPixCode({ url: 'pix.a.com/1', merchant_name: 'A', merchant_city: 'B', recurrence_url: 1 });
    expectTypeOf<PixCode['recurrence_url']>().toEqualTypeOf<string | undefined>();
  });
});
