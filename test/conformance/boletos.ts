// Boletos and rules published outside this project, each with the document it comes from, the
// section, and the day it was retrieved. The expected values are the sources' own (or, where a
// source prints only the number, what its layout says each position holds); none is computed by
// the library. boletos.test.ts runs them through parseBoleto and the codec's other parts.

/** Where an example or a rule was published. */
export interface Source {
  readonly document: string;
  readonly url: string;
  readonly section: string;
  /** The day it was read, and from which copy when the publisher's own was not at hand. */
  readonly retrieved: string;
}

const FEBRABAN_COLLECTION_LAYOUT = {
  document:
    'FEBRABAN, “Layout” Padrão de Arrecadação/Recebimento com Utilização do Código de Barras, versão 07 (vigência a partir de 01.03.2023)',
  url: 'https://cmsarquivos.febraban.org.br/Arquivos/documentos/PDF/Layout%20-%20C%C3%B3digo%20de%20Barras%20-%20Vers%C3%A3o%207%20-%2001_03_2023_mn.pdf',
  retrieved:
    '2026-11-27, from the copy in github.com/WilliamSampaio/febraban_barcode (specs/, commit ef51e60)',
} as const;

const BB_SPEC = {
  document:
    'Banco do Brasil, Especificações Técnicas para Confecção de Boleto de Pagamento do Banco do Brasil',
  url: 'https://www.bb.com.br/docs/pub/emp/empl/dwn/Doc5175Bloqueto.pdf',
  retrieved:
    '2026-11-27, from the copy in github.com/WilliamSampaio/febraban_barcode (specs/Banco do Brasil SA/, commit ef51e60)',
} as const;

const FEBRABAN_FACTOR_MANUAL = {
  document:
    'FEBRABAN, Manual Operacional do Fator de Vencimento da Cobrança Bancária, versão 01 (01.06.2012)',
  url: 'https://livrozilla.com/doc/677698/manual-operacional-do-sistema-de-investiga%C3%A7%C3%A3o-de',
  retrieved: '2026-11-27 (a public copy of the manual)',
} as const;

const BACEN_CARTA_CIRCULAR_2926 = {
  document:
    'Banco Central do Brasil, Carta-Circular 2.926 (inclui “fator de vencimento” no código de barras)',
  url: 'https://docplayer.com.br/5544143-carta-circular-n-002926.html',
  section: 'item 2',
  retrieved: '2026-11-27 (a public copy)',
} as const;

const TAGLIATTI_README = {
  document: 'Tagliatti/Boleto-Validator-PHP, README',
  url: 'https://github.com/Tagliatti/Boleto-Validator-PHP',
  section: 'Exemplos (convênio; fatura ou carnê)',
  retrieved: '2026-11-27',
} as const;

const FEBRABAN_BARCODE_TESTS = {
  document: 'WilliamSampaio/febraban_barcode, tests of its FEBRABAN collection barcode writer and reader',
  url: 'https://github.com/WilliamSampaio/febraban_barcode',
  retrieved: '2026-11-27',
} as const;

/**
 * The due-date factor rule: days since 1997-10-07, a table that starts at 1000 on 2000-07-03, 9999 on
 * 2025-02-21, and 1000 again from 2025-02-22; 0000 means no factor.
 */
export const FACTOR_RULE: readonly Source[] = [
  {
    ...BB_SPEC,
    section:
      'Anexo IV (metodologia de cálculo do fator de vencimento): “Calcula-se o número de dias corridos entre a data base (“Fixada” em 07/10/1997) e a do vencimento”; “A partir de 22.02.2025, o fator retorna para “1000” adicionando-se “1” a cada dia subsequente a este fator.”',
  },
  {
    ...FEBRABAN_FACTOR_MANUAL,
    section:
      'I – Introdução: “instituído pelo Banco Central do Brasil, através da Carta Circular n.º 2.926, de 25.07.2000”; “Quando a primeira posição do campo “valor” (fator de vencimento + valor) for zero, significa que no código de barras/linha digitável desse título, não consta o fator de vencimento.”; III – Fator de Vencimento – data limite – 21.02.2025',
  },
  BACEN_CARTA_CIRCULAR_2926,
];

/** A row of the published factor table: a due date and the factor a boleto due then carries. */
export interface FactorRow {
  readonly date: string;
  readonly factor: number;
  readonly source: Source;
}

const bbTable = { ...BB_SPEC, section: 'Anexo IV, tabela FATOR × VENCIMENTO' };
const manualTable = { ...FEBRABAN_FACTOR_MANUAL, section: 'I – Introdução, Exemplos' };

export const FACTOR_TABLE: readonly FactorRow[] = [
  { date: '2000-07-03', factor: 1000, source: bbTable },
  { date: '2000-07-04', factor: 1001, source: bbTable },
  { date: '2000-07-05', factor: 1002, source: bbTable },
  { date: '2002-05-01', factor: 1667, source: bbTable },
  { date: '2010-11-17', factor: 4789, source: bbTable },
  { date: '2012-04-27', factor: 5316, source: manualTable },
  { date: '2025-02-20', factor: 9998, source: manualTable },
  { date: '2025-02-21', factor: 9999, source: bbTable },
  { date: '2025-02-22', factor: 1000, source: bbTable },
  { date: '2025-02-23', factor: 1001, source: bbTable },
];

/** A boleto a source publishes as valid, and what it says the boleto holds. */
export interface ReadExample {
  readonly name: string;
  /** As the source prints it, masks included. */
  readonly text: string;
  readonly source: Source;
  readonly kind: 'bank' | 'collection';
  readonly barcode: string;
  readonly line: string;
  readonly amount: number;
  readonly bank?: string;
  /** A bank boleto's due date, read against `reference` (a day shortly before it). */
  readonly due_date?: string;
  readonly reference?: string;
}

export const READ_EXAMPLES: readonly ReadExample[] = [
  {
    name: "Banco do Brasil's worked example, from its barcode",
    text: '00193373700000001000500940144816060680935031',
    source: {
      ...BB_SPEC,
      section:
        'Anexo V (composição do código de barras; DVs dos campos 1, 2 e 3: 5, 9 e 4) and Anexo VI (DV do código de barras: 3)',
    },
    kind: 'bank',
    barcode: '00193373700000001000500940144816060680935031',
    line: '00190500954014481606906809350314337370000000100',
    amount: 100,
    bank: '001',
    due_date: '2007-12-31',
    reference: '2007-12-01',
  },
  {
    name: 'the "fatura ou carnê" line of the Boleto-Validator README (field 5: factor 6861, R$ 546,59)',
    text: '42297.11504 00001.954411 60020.034520 2 68610000054659',
    source: TAGLIATTI_README,
    kind: 'bank',
    barcode: '42292686100000546597115000001954416002003452',
    line: '42297115040000195441160020034520268610000054659',
    amount: 54659,
    bank: '422',
    due_date: '2016-07-20',
    reference: '2016-07-01',
  },
  {
    name: 'the module-10 "convênio" line of the Boleto-Validator README (R$ 133,12)',
    text: '83640000001-1 33120138000-2 81288462711-6 08013618155-1',
    source: TAGLIATTI_README,
    kind: 'collection',
    barcode: '83640000001331201380008128846271108013618155',
    line: '836400000011331201380002812884627116080136181551',
    amount: 13312,
  },
  {
    name: 'the module-11 "convênio" line of the Boleto-Validator README (R$ 46.052,46)',
    text: '85890000460-9 52460179160-5 60759305086-5 83148300001-0',
    source: TAGLIATTI_README,
    kind: 'collection',
    barcode: '85890000460524601791606075930508683148300001',
    line: '858900004609524601791605607593050865831483000010',
    amount: 4605246,
  },
  {
    name: 'a telecommunications bill (segment 4, identifier 6, R$ 10,99, company 1042, due 2023-12-31 in its free field)',
    text: '84670000000 9   10991042202 0   31231000000 4   00000054321 5',
    source: {
      ...FEBRABAN_BARCODE_TESTS,
      section:
        'tests/test_gerar_numeracao_codigo_de_barras_func.py, test_gerar_numeracao_codigo_de_barras and _com_dac',
    },
    kind: 'collection',
    barcode: '84670000000109910422023123100000000000054321',
    line: '846700000009109910422020312310000004000000543215',
    amount: 1099,
  },
];

/** A number a source publishes as invalid, and where the library's refusal points. */
export interface RefusedExample {
  readonly name: string;
  readonly text: string;
  readonly source: Source;
  /** The pointers the refusal must hold (it may hold others, like a check digit the change broke). */
  readonly pointers: readonly string[];
}

export const REFUSED_EXAMPLES: readonly RefusedExample[] = [
  {
    // Its three field digits are right (4, 0, 5), but module 11 over its barcode's 43 digits gives a
    // general digit of 7 (sum 873, remainder 4), not the 8 printed: the README's parser prints it
    // (bank 341, 2023-03-10, R$ 260,35) without checking that digit.
    name: 'the Itaú line of the go-boleto-utils README, whose general check digit is wrong',
    text: '34191.75124 34567.871230 41234.560005 8 92850000026035',
    source: {
      document: 'fonini/go-boleto-utils, README',
      url: 'https://github.com/fonini/go-boleto-utils',
      section: 'Usage of Boleto Parser (its “// Output”)',
      retrieved: '2026-11-27',
    },
    pointers: ['/check_digit'],
  },
  {
    name: 'a collection barcode of segment 0, which the layout does not define',
    text: '80670000000109910422023123100000000000054321',
    source: {
      ...FEBRABAN_BARCODE_TESTS,
      section: 'tests/test_decode_codigo_de_barras_func.py, test_segmento_invalido',
    },
    pointers: ['/segment'],
  },
  {
    name: 'the general-digit example of §08, whose value identifier 2 predates version 2 of the layout',
    text: '82210000215048200974123220154098290108605940',
    source: {
      ...FEBRABAN_COLLECTION_LAYOUT,
      section:
        '§08 (exemplo do DAC módulo 10: soma 139, DAC 1) and §05 (identificador 6, 7, 8 ou 9, “versão 2 e posteriores”)',
    },
    pointers: ['/value_kind'],
  },
  {
    name: 'the general-digit example of §10, whose value identifier 2 predates version 2 of the layout',
    text: '82200000215048200974123220154098290108605940',
    source: {
      ...FEBRABAN_COLLECTION_LAYOUT,
      section: '§10 (exemplo 1 do DAC módulo 11: soma 705, resto 1, DAC 0) and §05',
    },
    pointers: ['/value_kind'],
  },
];

/** The segments §05 of the collection layout lists, and one it does not. */
export const SEGMENTS = {
  source: {
    ...FEBRABAN_COLLECTION_LAYOUT,
    section:
      '§05 Identificação do Segmento: “1. Prefeituras; 2. Saneamento; 3. Energia Elétrica e Gás; 4. Telecomunicações; 5. Órgãos Governamentais; 6. Carnes e Assemelhados ou demais Empresas / Órgãos que serão identificadas através do CNPJ. 7. Multas de trânsito 9. Uso exclusivo do banco”',
  },
  defined: [1, 2, 3, 4, 5, 6, 7, 9],
  undefined: [0, 8],
} as const;

/** An amount over R$ 99.999.999,99, which takes the factor's four digits (no due date is left). */
export const AMOUNT_OVER_TEN_DIGITS = {
  source: {
    ...BB_SPEC,
    section:
      'Anexo IV, Observações: “Valor superior a 10 posições: Boletos com valores superiores a R$ 99.999.999,99 devem avançar sobre o “Fator de Vencimento” eliminando-o do código de barras.”',
  },
} as const;

/** A check digit worked out in a source, for the digits it shows. */
export interface CheckDigitExample {
  readonly digits: string;
  readonly digit: number;
  readonly module: 'mod10' | 'mod11 collection' | 'mod11 bank';
  readonly source: Source;
}

export const CHECK_DIGIT_EXAMPLES: readonly CheckDigitExample[] = [
  {
    digits: '01230067896',
    digit: 3,
    module: 'mod10',
    source: { ...FEBRABAN_COLLECTION_LAYOUT, section: '§07, exemplo (soma 37, DAC 3)' },
  },
  {
    digits: '01230067896',
    digit: 0,
    module: 'mod11 collection',
    source: { ...FEBRABAN_COLLECTION_LAYOUT, section: '§09, exemplo (soma 176, resto 0, DAC 0)' },
  },
  {
    digits: '001905009',
    digit: 5,
    module: 'mod10',
    source: { ...BB_SPEC, section: 'Anexo V, campo 1 (soma 25, DV 5)' },
  },
  {
    digits: '4014481606',
    digit: 9,
    module: 'mod10',
    source: { ...BB_SPEC, section: 'Anexo V, campo 2 (soma 31, DV 9)' },
  },
  {
    digits: '0680935031',
    digit: 4,
    module: 'mod10',
    source: { ...BB_SPEC, section: 'Anexo V, campo 3 (soma 36, DV 4)' },
  },
  {
    digits: '0019373700000001000500940144816060680935031',
    digit: 3,
    module: 'mod11 bank',
    source: { ...BB_SPEC, section: 'Anexo VI (soma 712, resto 8, DV 11 − 8 = 3)' },
  },
];
