import { describe, expect, it } from 'vitest';
import { SCHEMA_FILES, serialize } from '../../scripts/json-schema.mjs';
import { applyChargeEvent, CHARGE_EVENTS } from '../../src/index.js';
import { opened, paid } from '../lifecycle/fixtures.js';
import { ajvWithFormats, generateFromSource, readShipped } from './generate.js';

const schema = readShipped(SCHEMA_FILES.event);

function validator() {
  const { ajv, warnings } = ajvWithFormats();
  const validate = ajv.compile(schema);
  expect(warnings).toEqual([]);
  return validate;
}

const EVENTS: [string, unknown][] = [
  ['a payment', { id: 'evt_1', type: 'paid', occurred_at: '2026-03-02T12:00:00Z' }],
  ['a refund', { id: 'evt_2', type: 'refunded', occurred_at: '2026-03-02T12:00:00.125Z', amount: 100 }],
  [
    'a chargeback without its amount',
    { id: 'evt_3', type: 'charged_back', occurred_at: '2026-03-02T12:00:00Z' },
  ],
  ['a payment with an amount', { id: 'evt_4', type: 'paid', occurred_at: '2026-03-02T12:00:00Z', amount: 1 }],
  ['an unknown type', { id: 'evt_5', type: 'settled', occurred_at: '2026-03-02T12:00:00Z' }],
  ['an instant with an offset', { id: 'evt_6', type: 'paid', occurred_at: '2026-03-02T09:00:00-03:00' }],
  ['an instant in lower case', { id: 'evt_6', type: 'paid', occurred_at: '2026-03-02t12:00:00z' }],
  ['an instant in nanoseconds', { id: 'evt_6', type: 'paid', occurred_at: '2026-03-02T12:00:00.123456789Z' }],
  [
    'an instant finer than nanoseconds',
    { id: 'evt_6', type: 'paid', occurred_at: '2026-03-02T12:00:00.1234567891Z' },
  ],
  ['a leap second', { id: 'evt_6', type: 'paid', occurred_at: '2016-12-31T23:59:60Z' }],
  ['an instant without an offset', { id: 'evt_6', type: 'paid', occurred_at: '2026-03-02T12:00:00' }],
  ['an empty id', { id: '', type: 'paid', occurred_at: '2026-03-02T12:00:00Z' }],
  ['a provider’s own field', { id: 'evt_7', type: 'paid', occurred_at: '2026-03-02T12:00:00Z', note: 'x' }],
  ['a refund of 0', { id: 'evt_8', type: 'refunded', occurred_at: '2026-03-02T12:00:00Z', amount: 0 }],
];

describe('the shipped charge event schema', () => {
  it('is what the event table generates today (run `npm run schema` when this fails)', async () => {
    const { event } = await generateFromSource();
    expect(serialize(schema)).toBe(serialize(event));
  });

  it('lists every event type of CHARGE_EVENTS', () => {
    expect(schema.properties.type.enum).toEqual([...CHARGE_EVENTS]);
  });

  it.each(EVENTS)('agrees with applyChargeEvent on %s', (_name, event) => {
    const validate = validator();
    const charge = applied();
    expect(validate(event)).toBe(applyChargeEvent(charge, event as never).ok);
  });

  it('is the ChargeEvent schema of the OpenAPI document’s chargeEvent webhook', () => {
    const openapi = readShipped(SCHEMA_FILES.openapi);
    const { $schema, $id, title, ...body } = schema;
    expect(openapi.components.schemas.ChargeEvent).toEqual(body);
    expect(openapi.webhooks.chargeEvent.post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ChargeEvent',
    });
  });
});

/** A paid charge, on which every well-formed event applies. */
function applied() {
  const result = applyChargeEvent(opened(), paid('evt_0', 0));
  if (!result.ok) throw new Error(result.message);
  return result.charge;
}
