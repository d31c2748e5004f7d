import { describe, expectTypeOf, it } from 'vitest';
import {
  applyChargeEvent,
  type ChargeEffect,
  type ChargeState,
  type ChargeStatus,
  decideIdempotentRequest,
  fingerprintChargeRequest,
  signWebhook,
  verifyWebhook,
} from '../../src/index.js';

declare const charge: ChargeState;

describe('the types of the lifecycle, webhooks and idempotency', () => {
  it('narrows applyChargeEvent on ok to the charge and its effects', () => {
    const result = applyChargeEvent(charge, { id: 'e', type: 'paid', occurred_at: '2026-03-02T12:00:00Z' });
    if (result.ok) {
      expectTypeOf(result.charge.status).toEqualTypeOf<ChargeStatus>();
      expectTypeOf(result.effects).toEqualTypeOf<ChargeEffect[]>();
    } else {
      expectTypeOf(result.code).toEqualTypeOf<
        | 'INVALID_INPUT'
        | 'CHARGE_EVENT_NOT_ALLOWED'
        | 'CHARGE_EVENT_CONFLICT'
        | 'REFUND_EXCEEDS_REMAINING'
        | 'INVALID_CONFIGURATION'
      >();
    }
  });

  it('refuses an event type that is not one of CHARGE_EVENTS', () => {
    // @ts-expect-error: 'settled' is not an event
    applyChargeEvent(charge, { id: 'e', type: 'settled', occurred_at: '2026-03-02T12:00:00Z' });
  });

  it('answers promises from the Web Crypto helpers', () => {
    expectTypeOf(signWebhook({ id: 'm', timestamp: 1, body: '' }, 'whsec_x')).toEqualTypeOf<
      Promise<string>
    >();
    expectTypeOf(fingerprintChargeRequest({})).toEqualTypeOf<Promise<string>>();
    const verified = verifyWebhook({ headers: {}, body: '' }, { secrets: ['whsec_x'], now: new Date(0) });
    expectTypeOf(verified).resolves.toHaveProperty('ok');
  });

  it('keeps the type of the stored response through a replay', () => {
    const decision = decideIdempotentRequest(
      { fingerprint: 'f', state: 'completed', response: { status: 201 as const } },
      { key: 'k', fingerprint: 'f' },
    );
    if (decision.ok && decision.action === 'replay')
      expectTypeOf(decision.response).toEqualTypeOf<{ status: 201 }>();
  });

  it('refuses a parsed body for verifyWebhook', () => {
    // @ts-expect-error: the raw body only
    verifyWebhook({ headers: {}, body: { test: 1 } }, { secrets: 'whsec_x', now: new Date(0) });
  });
});
