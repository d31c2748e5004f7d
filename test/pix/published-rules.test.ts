// The rules of the published texts that a strict first reading got wrong: what they allow is read,
// what they require is built. Each test names its source; the codes are written field by field with
// an independent checksum (codes.ts), or are real published ones (test/conformance/pix-codes.ts).
import { describe, expect, it } from 'vitest';
import { checkProviderAnswer } from '../../src/charge/check-provider-answer.js';
import { formatPixCodesMessage } from '../../src/messages/pix-codes.js';
import { buildPixCode, type PixCodeFields } from '../../src/pix/build-pix-code.js';
import { classifyPixKey } from '../../src/pix/classify-pix-key.js';
import { parsePixCode } from '../../src/pix/parse-pix-code.js';
import { PIX_CODE_EXAMPLES } from '../conformance/pix-codes.js';
import { ACCOUNT, f, pointersOf, REST, withFields } from './codes.js';

const published = (start: string) => PIX_CODE_EXAMPLES.find(({ name }) => name.startsWith(start))?.text ?? '';
// PagSeguro's real dynamic code for R$ 1,00, merchant category 8299 (pix-codes.ts).
const PAGSEGURO_8299 = published('PagSeguro (PagBank)');
const LOCATION = f('26', f('00', 'br.gov.bcb.pix') + f('25', 'pix.example.com/qr/v2/9d36b84f'));
const names = '5802BR5913Fulano de Tal6008BRASILIA';
const dynamicCode = (amount: string, txid: string) =>
  withFields(`010212${LOCATION}520400005303986${f('54', amount)}${names}${f('62', f('05', txid))}`);
const BASE: PixCodeFields = { key: '12345678909', merchant_name: 'Fulano de Tal', merchant_city: 'BRASILIA' };

describe('field 52: "0000" or an ISO 18245 merchant category code (EMV QRCPS-MPM, data objects under the root: ID "52", N, "04"; Manual do BR Code v2.0.1, Tabela 1)', () => {
  it("reads PagSeguro's real dynamic code whose merchant category is 8299", () => {
    expect(parsePixCode(PAGSEGURO_8299)).toMatchObject({ ok: true, pix: { kind: 'dynamic', amount: 100 } });
  });

  it('agrees with the charge it was issued for, instead of answering 502', () => {
    const request = {
      amount: 100,
      currency: 'BRL',
      payment_method: 'pix',
      payment_details: { expires_in_seconds: 3600 },
    } as const;
    expect(checkProviderAnswer(request, { qr_code: PAGSEGURO_8299, copy_paste: PAGSEGURO_8299 })).toEqual({
      ok: true,
    });
  });

  it('refuses a merchant category that is not four digits, at field 52', () => {
    for (const category of ['00A1', '123', '12345'])
      expect(
        pointersOf(parsePixCode(withFields(`${ACCOUNT}${REST.replace('52040000', f('52', category))}`))),
      ).toEqual(['/52']);
  });
});

describe(`a dynamic code's transaction ID is ignored (Manual de Padrões para Iniciação do Pix v2.10.0, §2.7: "Os campos Valor e Identificador da Transação (txid) não devem ser preenchidos no QR Code dinâmico. Se preenchidos, seu conteúdo deve ser ignorado"; and, for the pacs.008 field PmtId.TxId, "O campo presente no QR Code é ignorado, mesmo que diferente de '***', quando o QR Code for do tipo dinâmico")`, () => {
  it.each([['***'], ['7978c0c9-7ea8-47e7'], ['a'.repeat(40)], ['pedido #12 / loja']])(
    'reads a dynamic code whose 62-05 holds %s, and answers no transaction ID',
    (txid) => {
      expect(parsePixCode(dynamicCode('10.00', txid))).toEqual({
        ok: true,
        pix: {
          kind: 'dynamic',
          url: 'pix.example.com/qr/v2/9d36b84f',
          amount: 1000,
          merchant_name: 'Fulano de Tal',
          merchant_city: 'BRASILIA',
          single_use: true,
        },
      });
    },
  );

  it('still refuses a static code whose transaction ID is not 1 to 25 letters and digits', () => {
    const rest = REST.replace('62070503***', f('62', f('05', 'AB-12')));
    expect(pointersOf(parsePixCode(withFields(`${ACCOUNT}${rest}`)))).toEqual(['/62/05']);
  });

  it('builds a dynamic code with *** and refuses a transaction ID for one, at /txid', () => {
    const built = buildPixCode({
      url: 'pix.example.com/qr/v2/9d36b84f',
      merchant_name: 'A',
      merchant_city: 'B',
    });
    expect(built.ok && built.text).toContain('62070503***');
    const withTxid = buildPixCode({
      url: 'pix.example.com/qr/v2/9d36b84f',
      merchant_name: 'A',
      merchant_city: 'B',
      txid: 'X1',
    });
    expect(withTxid).toMatchObject({ ok: false, issues: [{ pointer: '/txid', code: 'INVALID_VALUE' }] });
  });
});

describe('a dynamic code of amount zero takes its amount from the payload (Manual de Padrões v2.10.0, §2.7, the dynamic BR Code; Manual do BR Code v2.0.1, Tabela 1: 54, "Ex.: \\"0\\", \\"1.00\\", \\"123.99\\"")', () => {
  it('reads 0.00 in a dynamic code as no amount, and the answer agrees with the charge', () => {
    const code = dynamicCode('0.00', '***');
    const read = parsePixCode(code);
    expect(read.ok && read.pix).not.toHaveProperty('amount');
    expect(read).toMatchObject({ ok: true, pix: { kind: 'dynamic' } });
    expect(
      checkProviderAnswer({ amount: 5000, currency: 'BRL', payment_method: 'pix' }, { qr_code: code }),
    ).toEqual({
      ok: true,
    });
  });

  it('refuses 0.00 in a static code, where no payload could say the amount (EMV: "shall be different from zero")', () => {
    const code = withFields(`${ACCOUNT}520400005303986${f('54', '0.00')}${names}62070503***`);
    expect(pointersOf(parsePixCode(code))).toEqual(['/54']);
  });
});

describe('field 54 as EMV writes it (EMV QRCPS-MPM, Transaction Amount: "the \\".\\" character may be present even if there are no decimals"; valid: "98.73", "98" and "98.")', () => {
  it.each([
    ['98.', 9800],
    ['98', 9800],
    ['98.7', 9870],
    ['98.73', 9873],
  ])('reads %s as %i centavos', (amount, centavos) => {
    const code = withFields(`${ACCOUNT}520400005303986${f('54', amount)}${names}62070503***`);
    expect(parsePixCode(code)).toMatchObject({ ok: true, pix: { amount: centavos } });
  });

  it('still writes two decimals', () => {
    const built = buildPixCode({ ...BASE, amount: 9800 });
    expect(built.ok && built.text).toContain('540598.00');
  });
});

describe('a key in a code is the directory\'s stored form (Manual de Padrões v2.10.0, §2.5.1: "A regra para formatação das chaves Pix no BR Code [...] segue estritamente as regras definidas no Manual Operacional do DICT"; DICT API, Key: CPF ^[0-9]{11}$, PHONE ^\\+[1-9]\\d{1,14}$, EMAIL ^[a-z0-9.!#$&\'*+\\/=?^_`{|}~-]+@[a-z0-9]…$, EVP in lower case)', () => {
  const keyed = (key: string) => withFields(`${f('26', f('00', 'br.gov.bcb.pix') + f('01', key))}${REST}`);

  it.each([
    ['a masked CPF', '123.456.789-09'],
    ['a phone with spaces', '+55 61 91234-5678'],
    ['an e-mail address with capitals', 'Fulano@Example.com'],
    ['a random key in capitals', '123E4567-E12B-12D1-A456-426655440000'],
  ])('refuses %s inside a code, at 26-01', (_name, key) => {
    expect(pointersOf(parsePixCode(keyed(key)))).toEqual(['/26/01']);
  });

  it('refuses a masked key when building, and writes the stored form classifyPixKey answers', () => {
    expect(pointersOf(buildPixCode({ ...BASE, key: '123.456.789-09' }))).toEqual(['/key']);
    const stored = classifyPixKey('123.456.789-09');
    expect(stored.ok && buildPixCode({ ...BASE, key: stored.key })).toMatchObject({ ok: true });
  });

  it('answers an e-mail key in lower case, and refuses the characters the directory leaves out', () => {
    expect(classifyPixKey(' Fulano.Tal@Example.COM ')).toEqual({
      ok: true,
      type: 'email',
      key: 'fulano.tal@example.com',
    });
    expect(classifyPixKey('fulano%tal@example.com')).toMatchObject({
      ok: false,
      issues: [{ code: 'INVALID_VALUE' }],
    });
  });
});

describe('templates 80 to 99 belong to the arrangement their GUI names (EMV QRCPS-MPM, Unreserved Templates: "Globally Unique Identifier", ID "00"; Manual de Padrões, Pix Automático: the recurrence in 80 with br.gov.bcb.pix)', () => {
  it("leaves another arrangement's template 80 alone: nothing of it reads as PIX's", () => {
    const code = withFields(
      `${ACCOUNT}${REST}${f('80', f('00', 'com.acme.rec') + f('25', 'acme.example/r/1'))}`,
    );
    const read = parsePixCode(code);
    expect(read).toMatchObject({ ok: true, pix: { kind: 'static' } });
    expect(read.ok && read.pix).not.toHaveProperty('recurrence');
  });

  it("reads PIX's recurrence from whichever unreserved template carries PIX's GUI", () => {
    const recurrence = f('00', 'BR.GOV.BCB.PIX') + f('25', 'pix.example.com/qr/v2/rec/1');
    const code = withFields(`${ACCOUNT}${REST}${f('80', f('00', 'com.acme.rec'))}${f('81', recurrence)}`);
    expect(parsePixCode(code)).toMatchObject({ ok: true, pix: { recurrence } });
  });

  it("refuses to build a recurrence template that is not PIX's", () => {
    expect(pointersOf(buildPixCode({ ...BASE, recurrence: f('00', 'com.acme.rec') }))).toEqual([
      '/recurrence',
    ]);
  });
});

describe('a name and a city are text (EMV QRCPS-MPM: Merchant Name "59" and Merchant City "60", mandatory)', () => {
  it.each([
    ['merchant_name', ' '],
    ['merchant_city', '   '],
  ])('refuses a blank %s when building, with its own message', (field, blank) => {
    expect(buildPixCode({ ...BASE, [field]: blank })).toMatchObject({
      ok: false,
      status: 422,
      issues: [
        {
          pointer: `/${field}`,
          code: 'INVALID_VALUE',
          message: formatPixCodesMessage('en', 'PIX.blank'),
        },
      ],
    });
  });
});
