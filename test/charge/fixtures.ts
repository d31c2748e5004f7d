import type { ChargeOutcomeRequest } from '../../src/charge/charge-response.js';

// A static code for R$ 50,00 (the PIX request's amount): BACEN's example code with field 54 added and
// its checksum recomputed.
export const BR_CODE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000520400005303986540550.005802BR5913Fulano de Tal6008BRASILIA62070503***6304BC5B';
export const HOSTED: ChargeOutcomeRequest = {
  amount: 1990,
  currency: 'BRL',
  payment_method: 'credit_card',
  card_flow: 'hosted',
};
export const PIX: ChargeOutcomeRequest = { amount: 5000, currency: 'BRL', payment_method: 'pix' };
export const BOLETO: ChargeOutcomeRequest = {
  amount: 10000,
  currency: 'BRL',
  payment_method: 'boleto',
  payment_details: { due_date: '2026-06-10', instructions: 'Não receber após o vencimento' },
};
// A bank 237 boleto for R$ 100,00 due 2026-06-10 (factor 1473), every check digit right.
export const LINE = '23793.38128 60000.000004 00000.000406 4 14730000010000';
export const LINE_DIGITS = '23793381286000000000400000000406414730000010000';
export const BARCODE = '23794147300000100003381260000000000000000040';
