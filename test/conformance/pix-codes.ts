// BR Codes published by others: BACEN's manual and API, and providers' own codes. Each names its
// source; the expected fields are read off the source (its JSON answer, its stated amount), never
// off this library. Retrieved 2026-11-27.
import type { PixCode } from '../../src/pix/pix-code.js';

/** Where an example was published. */
export interface PixCodeSource {
  readonly document: string;
  readonly url: string;
  readonly section: string;
  readonly retrieved: string;
}

/** A published BR Code and what its source says it holds, or where it breaks. */
export interface PixCodeExample {
  readonly name: string;
  readonly source: PixCodeSource;
  readonly text: string;
  readonly expected:
    | { readonly pix: PixCode }
    // A published code that does not read: where, and the decision taken about it.
    | { readonly refusedAt: readonly string[]; readonly decision: string };
}

const RETRIEVED = '2026-11-27';
const MANUAL = 'BACEN, Manual de Padrões para Iniciação do Pix';
const MANUAL_URL =
  'https://www.bcb.gov.br/content/estabilidadefinanceira/pix/Regulamento_Pix/II_ManualdePadroesparaIniciacaodoPix.pdf';
const PIX_API = 'bacen/pix-api openapi.yaml, version 2.9.0 (commit 1f1b568f6adf5b55a6268efbaf62802a14b01941)';
const PIX_API_URL =
  'https://github.com/bacen/pix-api/blob/1f1b568f6adf5b55a6268efbaf62802a14b01941/openapi.yaml';

export const PIX_CODE_EXAMPLES: readonly PixCodeExample[] = [
  {
    name: "BACEN's static code: a random key, no amount, no transaction ID",
    source: {
      document: MANUAL,
      url: MANUAL_URL,
      section: 'example of a static BR Code',
      retrieved: RETRIEVED,
    },
    text: '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
    expected: {
      pix: {
        kind: 'static',
        key: '123e4567-e12b-12d1-a456-426655440000',
        merchant_name: 'Fulano de Tal',
        merchant_city: 'BRASILIA',
        single_use: false,
      },
    },
  },
  {
    name: "BACEN's dynamic code: a location, the GUI in capitals, no amount",
    source: {
      document: `${MANUAL}, as transcribed field by field in gist matheusb-comp/1efa205b3c0ffd7af1e8ce63a10e02dc`,
      url: 'https://gist.github.com/matheusb-comp/1efa205b3c0ffd7af1e8ce63a10e02dc',
      section: 'PIX Dinâmico (seção 6.2)',
      retrieved: RETRIEVED,
    },
    text: '00020101021226770014BR.GOV.BCB.PIX2555pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a995204000053039865802BR5907EMPRESA6009SAO PAULO62070503***6304EEAB',
    expected: {
      pix: {
        kind: 'dynamic',
        url: 'pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a99',
        merchant_name: 'EMPRESA',
        merchant_city: 'SAO PAULO',
        single_use: true,
      },
    },
  },
  {
    name: "the Pix API's composite code of an immediate charge and a recurrence (JORNADA_3)",
    source: {
      document: PIX_API,
      url: PIX_API_URL,
      section: 'components/examples/recResponse6, dadosQR.pixCopiaECola (recurrence, JORNADA_3)',
      retrieved: RETRIEVED,
    },
    text: '00020101021226760014br.gov.bcb.pix2554pix.example.com/qr/v2/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80800014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/94ed2badcbc04c15b0bb7fa35319489063047741',
    expected: {
      pix: {
        kind: 'dynamic',
        url: 'pix.example.com/qr/v2/8b3da2f39a4140d1a91abd93113bd441',
        merchant_name: 'Fulano de Tal',
        merchant_city: 'BRASILIA',
        single_use: true,
        recurrence: '0014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/94ed2badcbc04c15b0bb7fa353194890',
        // The example's own loc.location (recResponse6).
        recurrence_url: 'pix.example.com/qr/v2/rec/94ed2badcbc04c15b0bb7fa353194890',
      },
    },
  },
  {
    name: "the Pix API's composite code of a charge with a due date and a recurrence (JORNADA_4)",
    source: {
      document: PIX_API,
      url: PIX_API_URL,
      section: 'components/examples/recResponse7, dadosQR.pixCopiaECola (recurrence, JORNADA_4)',
      retrieved: RETRIEVED,
    },
    text: '00020101021226810014br.gov.bcb.pix2559pix.example.com/qr/v2/cobv/1e6c54d3ec9449b7a7fc53b6b0f998e75204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80800014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/3ffa640fa4f14080adccb949fa2dc0d06304A441',
    expected: {
      pix: {
        kind: 'dynamic',
        url: 'pix.example.com/qr/v2/cobv/1e6c54d3ec9449b7a7fc53b6b0f998e7',
        merchant_name: 'Fulano de Tal',
        merchant_city: 'BRASILIA',
        single_use: true,
        recurrence: '0014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/3ffa640fa4f14080adccb949fa2dc0d0',
        // The example's own loc.location (recResponse7).
        recurrence_url: 'pix.example.com/qr/v2/rec/3ffa640fa4f14080adccb949fa2dc0d0',
      },
    },
  },
  {
    name: "the Pix API's code of a recurrence alone (JORNADA_2): a template 26 with the GUI only",
    source: {
      document: PIX_API,
      url: PIX_API_URL,
      section: 'components/examples/recResponse3, dadosQR.pixCopiaECola (recurrence, JORNADA_2)',
      retrieved: RETRIEVED,
    },
    text: '00020126180014br.gov.bcb.pix5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80800014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/2353c790eefb11eaadc10242ac120002630462C9',
    expected: {
      refusedAt: ['/26'],
      decision:
        'A code that pays nothing now and only authorizes a recurrence has no key nor location in its template 26, and a PIX code has no kind for it: it stays refused at /26 (its checksum holds, and its template 80 is the one buildPixCode writes for recurrence_url).',
    },
  },
  {
    name: 'PagSeguro (PagBank): a real dynamic code with merchant category 8299 and its own template 27',
    source: {
      document:
        'PagSeguro Pix API answer (cob created 2023-03-03, valor.original "1.00", chave 24181548000143) kept in a public GitHub repository',
      url: 'https://api.pagseguro.com/pix/v2/8D7D27E8-7167-4289-A1A7-90A18A26C126',
      section: 'pixCopiaECola',
      retrieved: RETRIEVED,
    },
    text: '00020101021226830014br.gov.bcb.pix2561api.pagseguro.com/pix/v2/8D7D27E8-7167-4289-A1A7-90A18A26C12627600016BR.COM.PAGSEGURO01368D7D27E8-7167-4289-A1A7-90A18A26C12652048299530398654041.005802BR5922JUSTUTOR EDUCACAO LTDA6010Uberlandia62070503***6304CB09',
    expected: {
      pix: {
        kind: 'dynamic',
        url: 'api.pagseguro.com/pix/v2/8D7D27E8-7167-4289-A1A7-90A18A26C126',
        amount: 100,
        merchant_name: 'JUSTUTOR EDUCACAO LTDA',
        merchant_city: 'Uberlandia',
        single_use: true,
      },
    },
  },
  {
    name: 'PagBank sandbox: a dynamic code with merchant category 8220, R$ 99,00',
    source: {
      document:
        'PagBank Orders API answer (qr_codes[0].text, amount.value 9900) kept in a public GitHub repository',
      url: 'https://sandbox.api.pagseguro.com/qrcode/QRCO_F7D7A43A-FCD5-43B9-8AE3-2D17F9E1D52F/png',
      section: 'qr_codes[0].text',
      retrieved: RETRIEVED,
    },
    text: '00020101021226850014br.gov.bcb.pix2563api-h.pagseguro.com/pix/v2/F7D7A43A-FCD5-43B9-8AE3-2D17F9E1D52F27600016BR.COM.PAGSEGURO0136F7D7A43A-FCD5-43B9-8AE3-2D17F9E1D52F520482205303986540599.005802BR5916NI projetos LTDA6015Sao Bernardo do62070503***63040BAC',
    expected: {
      pix: {
        kind: 'dynamic',
        url: 'api-h.pagseguro.com/pix/v2/F7D7A43A-FCD5-43B9-8AE3-2D17F9E1D52F',
        amount: 9900,
        merchant_name: 'NI projetos LTDA',
        merchant_city: 'Sao Bernardo do',
        single_use: true,
      },
    },
  },
  {
    name: "PagBrasil's API docs: a Bradesco dynamic code with a transaction ID in the dynamic code",
    source: {
      document: 'WiPay API docs, "API - Generate Payment" (pixCode, amountBrl 12.79)',
      url: 'https://docs-api.wipay.es/api-pix/api-generate-payment',
      section: 'response example',
      retrieved: RETRIEVED,
    },
    text: '00020101021226860014br.gov.bcb.pix2564qrpix.bradesco.com.br/qr/v2/274aca3b-a215-48a4-b7ba-55ab183a3843520400005303986540512.795802BR5925PAGBRASIL PAGAMENTOS LTDA6012PORTO ALEGRE620805043815630451D9',
    expected: {
      pix: {
        kind: 'dynamic',
        url: 'qrpix.bradesco.com.br/qr/v2/274aca3b-a215-48a4-b7ba-55ab183a3843',
        amount: 1279,
        merchant_name: 'PAGBRASIL PAGAMENTOS LTDA',
        merchant_city: 'PORTO ALEGRE',
        single_use: true,
      },
    },
  },
  {
    name: "QI Tech's API docs: a static code with a random key and R$ 30,00",
    source: {
      document: 'QI Tech docs, "Decodificar QR Code Pix" (request body qr_code_payload)',
      url: 'https://docs.qitech.com.br/documentation/pix/decodificar_qr_code',
      section: 'Request Body',
      retrieved: RETRIEVED,
    },
    text: '00020126580014br.gov.bcb.pix0136a23bf0e9-5175-4829-bf89-e8fe6ac09aa1520400005303986540530.005802BR5914TywinLannister6008saopaulo62070503***6304D4FD',
    expected: {
      pix: {
        kind: 'static',
        key: 'a23bf0e9-5175-4829-bf89-e8fe6ac09aa1',
        amount: 3000,
        merchant_name: 'TywinLannister',
        merchant_city: 'saopaulo',
        single_use: false,
      },
    },
  },
  {
    name: "Lerian's API docs: a static example whose published checksum does not match its text",
    source: {
      document: 'Lerian docs, "Create static QR code" (response example)',
      url: 'https://docs.lerian.studio/en/reference/create-static-qr-code',
      section: 'Response, Generated QR code payload',
      retrieved: RETRIEVED,
    },
    text: '00020126580014br.gov.bcb.Pix0136123e4567-e12b-12d1-a456-426655440000520400005303986540510.005802BR5913TESTE ACCOUNT6008BRASILIA62070503***630445C8',
    expected: {
      refusedAt: ['/63'],
      decision:
        'The checksum is always checked: this text computes to 02A4, not 45C8, and a paying app refuses it too.',
    },
  },
];
