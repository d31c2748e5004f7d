import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyChargeEvent,
  fingerprintChargeRequest,
  openCharge,
  signWebhook,
  verifyWebhook,
} from '../../src/index.js';
import { marketplaceSplit, opened, paid } from '../lifecycle/fixtures.js';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const HEADERS = {
  'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  'webhook-timestamp': '1614265330',
  'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};
const NOW = new Date(1614265330 * 1000);

/** An object whose keys cannot be listed: a Proxy whose ownKeys trap throws. */
function unlistable<T extends object>(target: T): T {
  return new Proxy(target, {
    ownKeys() {
      throw new Error('no keys');
    },
  });
}

describe('a runtime without Web Crypto', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['signed', HEADERS],
    ['absent', {}],
  ])(
    'makes verifyWebhook answer 500 INVALID_CONFIGURATION before it reads the headers (%s ones)',
    async (_name, headers) => {
      vi.stubGlobal('crypto', undefined);
      const result = await verifyWebhook(
        { headers, body: '{"test": 2432232314}' },
        { secrets: SECRET, now: NOW },
      );
      expect(result).toEqual({
        ok: false,
        status: 500,
        code: 'INVALID_CONFIGURATION',
        message: 'Web Crypto is not available in this runtime.',
        hint: 'globalThis.crypto.subtle: Web Crypto is not available in this runtime.',
      });
    },
  );

  it('makes signWebhook and fingerprintChargeRequest reject with a TypeError', async () => {
    vi.stubGlobal('crypto', undefined);
    await expect(signWebhook({ id: 'm', timestamp: 1, body: '' }, SECRET)).rejects.toThrow(
      new TypeError('signWebhook: this runtime has no Web Crypto (crypto.subtle).'),
    );
    await expect(fingerprintChargeRequest({ amount: 1 })).rejects.toThrow(
      new TypeError('fingerprintChargeRequest: this runtime has no Web Crypto (crypto.subtle).'),
    );
  });
});

describe('hostile values', () => {
  it('refuses a secret far longer than any key', async () => {
    const long = `whsec_${'A'.repeat(200)}`;
    const result = await verifyWebhook({ headers: HEADERS, body: '' }, { secrets: long, now: NOW });
    expect(result).toMatchObject({ status: 500, code: 'INVALID_CONFIGURATION' });
  });

  it('treats headers whose keys cannot be listed as missing', async () => {
    const headers = unlistable({ 'Webhook-Id': 'm' });
    const result = await verifyWebhook({ headers, body: '' }, { secrets: SECRET, now: NOW });
    expect(result).toMatchObject({ status: 401, code: 'WEBHOOK_HEADER_MISSING' });
  });

  it('fails closed, without throwing, on a split or a charge that cannot be copied', () => {
    const split = marketplaceSplit();
    const charge = opened(split);
    expect(openCharge(unlistable(split), { payment_method: 'pix' })).toMatchObject({
      status: 500,
      code: 'INVALID_CONFIGURATION',
    });
    expect(applyChargeEvent({ ...charge, split: unlistable(charge.split) }, paid())).toMatchObject({
      status: 500,
      code: 'INVALID_CONFIGURATION',
    });
  });
});
