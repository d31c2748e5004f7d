import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const BACEN =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const BB_LINE = '00190.50095 40144.816069 06809.350314 3 37370000000100';
// Tagliatti/Boleto-Validator-PHP README, its example "convênio" (collection) line: R$ 133,12.
const COLLECTION_LINE = '83640000001-1 33120138000-2 81288462711-6 08013618155-1';

describe('charge-rules pix', () => {
  it('reads a code from stdin and prints the library result with --json', async () => {
    const { status, stdout } = await runCli(['pix', '--json'], { input: `${BACEN}\n` });
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      ok: true,
      pix: { kind: 'static', merchant_city: 'BRASILIA' },
    });
  });

  it('prints the recurrence URL of the Pix API 2.9.0 combined code (example recResponse6, JORNADA_3)', async () => {
    const combined =
      '00020101021226760014br.gov.bcb.pix2554pix.example.com/qr/v2/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80800014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/94ed2badcbc04c15b0bb7fa35319489063047741';
    const { status, stdout } = await runCli(['pix', combined]);
    expect(status).toBe(0);
    expect(stdout).toMatch(
      /recurrence_url\s+pix\.example\.com\/qr\/v2\/rec\/94ed2badcbc04c15b0bb7fa353194890\n/,
    );
  });

  it('exits 1 with the issue at the checksum for a changed code', async () => {
    const { status, stdout } = await runCli(['pix', BACEN.replace('Tal', 'Tel')]);
    expect(status).toBe(1);
    expect(stdout).toMatch(/INVALID_VALUE\s+63\s/);
  });

  it('exits 1 for a static code when the charge expires, in the locale asked for', async () => {
    const { status, stdout } = await runCli([
      'pix',
      '--amount',
      '1500',
      '--expiring',
      '--locale',
      'pt-BR',
      BACEN,
    ]);
    expect(status).toBe(1);
    expect(stdout).toContain('precisa de um código PIX dinâmico');
  });

  it('writes a code from fields with --build, and refuses bad fields with exit 1', async () => {
    const fields = JSON.stringify({
      url: 'pix.example.com/qr/1',
      merchant_name: 'Loja',
      merchant_city: 'Recife',
    });
    const built = await runCli(['pix', '--build', '--json'], { input: fields });
    expect(JSON.parse(built.stdout)).toMatchObject({
      ok: true,
      text: expect.stringMatching(/^000201.*6304[0-9A-F]{4}$/),
    });
    expect((await runCli(['pix', '--build'], { input: '{"merchant_name":"Loja"}' })).status).toBe(1);
  });

  it('exits 2 on options that do not go together', async () => {
    expect((await runCli(['pix', '--build', '--amount', '1'], { input: '{}' })).status).toBe(2);
    expect((await runCli(['pix', '--expiring', BACEN])).status).toBe(2);
  });
});

describe('charge-rules boleto', () => {
  it('prints the due date nearest the reference and every candidate', async () => {
    const { status, stdout } = await runCli(['boleto', BB_LINE, '--reference', '2007-12-01']);
    expect(status).toBe(0);
    expect(stdout).toMatch(/due_date\s+2007-12-31/);
    expect(stdout).toContain('2007-12-31, 2032-08-21, 2057-04-12, 2081-12-02');
  });

  it('checks the boleto against a charge, and refuses another amount', async () => {
    expect((await runCli(['boleto', '--amount', '100', '--due-date', '2007-12-31', BB_LINE])).status).toBe(0);
    const { status, stdout } = await runCli([
      'boleto',
      '--json',
      '--amount',
      '101',
      '--due-date',
      '2007-12-31',
      BB_LINE,
    ]);
    expect(status).toBe(1);
    expect(JSON.parse(stdout)).toMatchObject({
      status: 502,
      issues: [{ params: { actual: 100, expected: 101 } }],
    });
  });

  it('writes a bank boleto with --build, and reads a line from stdin', async () => {
    const fields =
      '{"bank":"001","amount":100,"due_date":"2007-12-31","free_field":"0500940144816060680935031"}';
    const built = await runCli(['boleto', '--build', '--json'], { input: fields });
    expect(JSON.parse(built.stdout)).toMatchObject({
      line: '00190500954014481606906809350314337370000000100',
    });
    expect(
      (await runCli(['boleto', '-'], { input: '00190500954014481606906809350314337370000000100\r\n' }))
        .status,
    ).toBe(0);
    expect((await runCli(['boleto', '--build'], { input: '{"bank":"8"}' })).status).toBe(1);
  });

  // FEBRABAN's collection layout (v07, §04–05) has no due-date factor: a due date, when a company
  // writes one, sits in its free field. The amount is all a charge can be checked against.
  it('checks a collection boleto against --amount alone, with no --due-date, and refuses another amount', async () => {
    expect(await runCli(['boleto', '--amount', '13312', COLLECTION_LINE])).toMatchObject({
      status: 0,
      stdout: expect.stringMatching(/amount\s+R\$133\.12/),
    });
    const { status, stdout } = await runCli(['boleto', '--json', '--amount', '13313', COLLECTION_LINE]);
    expect(status).toBe(1);
    expect(JSON.parse(stdout)).toMatchObject({
      status: 502,
      issues: [{ pointer: '/answer/digitable_line', params: { actual: 13312, expected: 13313 } }],
    });
  });

  it('exits 2 on a reference that is not a date, on a bank boleto with --amount but no --due-date, and on --due-date alone', async () => {
    expect((await runCli(['boleto', BB_LINE, '--reference', 'tomorrow'])).status).toBe(2);
    expect(await runCli(['boleto', BB_LINE, '--amount', '100'])).toMatchObject({
      status: 2,
      stderr: expect.stringContaining('--due-date goes with --amount for a bank boleto'),
    });
    expect((await runCli(['boleto', COLLECTION_LINE, '--due-date', '2026-12-10'])).status).toBe(2);
  });

  it('exits 1 on a wrong check digit', async () => {
    expect((await runCli(['boleto', BB_LINE.replace(/0$/, '1')])).status).toBe(1);
  });
});
