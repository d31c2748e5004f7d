// The merchant directory: who owns a public or a secret key, which methods they enabled, their MDR.
// This one lives in memory. A real one (a database, a config service) plugs in by implementing the
// same two lookups, sync or async: `findByPublicKey(key)` and `findBySecretKey(key)`, each returning a
// merchant `{ id, publicKey, methods, mdr }` or `undefined`.
import { createHash } from 'node:crypto';
import { listPublicPaymentMethods, prepareSplit } from 'charge-rules';

/** Two demo merchants, one per card flow. The docs' curl examples and the e2e tests use them. */
export const DEMO_MERCHANTS = [
  {
    id: 'mer_loja_transparente',
    publicKey: 'pk_test_loja_transparente',
    secretKey: 'sk_test_loja_transparente',
    // The checkout collects card fields (or a token) itself.
    methods: [
      { type: 'credit_card', card_flow: 'transparent' },
      { type: 'debit_card', card_flow: 'transparent' },
      { type: 'pix' },
      { type: 'boleto' },
    ],
    mdr: { rate: 0.0299, fixed: 50 },
  },
  {
    id: 'mer_loja_hospedada',
    publicKey: 'pk_test_loja_hospedada',
    secretKey: 'sk_test_loja_hospedada',
    // Cards run through the provider's hosted checkout; no boleto.
    methods: [
      { type: 'credit_card', card_flow: 'hosted' },
      { type: 'debit_card', card_flow: 'hosted' },
      { type: 'pix' },
    ],
    mdr: { rate: '0.0349', fixed: 0 },
  },
];

/**
 * Builds an in-memory directory from merchant records `{ id, publicKey, secretKey, methods, mdr }`.
 * Each record is checked here, once: a broken configuration stops the host at start-up instead of
 * failing (or worse, passing unchecked) one request at a time.
 */
export function createMerchantDirectory(records) {
  const byPublicKey = new Map();
  const bySecretKeyHash = new Map();
  for (const record of records) {
    assertUsableMerchant(record);
    // The secret key never leaves the directory: merchants handed out do not carry it, and only
    // its hash is kept, as a real directory would store it.
    const { secretKey, ...merchant } = record;
    byPublicKey.set(record.publicKey, merchant);
    bySecretKeyHash.set(hashKey(secretKey), merchant);
  }
  return {
    findByPublicKey: (publicKey) => byPublicKey.get(publicKey),
    findBySecretKey: (secretKey) => bySecretKeyHash.get(hashKey(secretKey)),
  };
}

function hashKey(key) {
  return createHash('sha256').update(key).digest('hex');
}

function assertUsableMerchant(record) {
  const methods = listPublicPaymentMethods(record);
  if (!methods.ok) throw new Error(`merchant ${record.id}: ${methods.message}`);
  // validateChargeRequest skips the net-amount check for an MDR it cannot read, so check it now.
  const mdr = prepareSplit([], record.mdr);
  if (!mdr.ok) throw new Error(`merchant ${record.id}: ${mdr.message}`);
  if (!/^pk_[\w-]+$/.test(record.publicKey) || !/^sk_[\w-]+$/.test(record.secretKey)) {
    throw new Error(`merchant ${record.id}: keys must look like pk_… and sk_…`);
  }
}
