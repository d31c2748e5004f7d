// Validation workloads: validateChargeRequest against zod v4 and ajv on the same inputs.
import { resolveRequiredFields, validateChargeRequest } from '../dist/index.js';
import { ajvChargeRequest } from './baselines/ajv-charge-request.mjs';
import { zodChargeRequest } from './baselines/zod-charge-request.mjs';
import { cardRequests, invalidRequests, pixRequests } from './inputs/requests.mjs';
import { medianNs, rotate } from './lib/measure.mjs';

const NOW = new Date('2026-11-22T12:00:00Z');
const COUNT = 1000;

export async function validationWorkloads(extra = []) {
  const inputs = { card: cardRequests(COUNT), pix: pixRequests(COUNT), invalid: invalidRequests(COUNT) };
  // Before timing: every baseline accepts the valid inputs and rejects the invalid ones, like us.
  for (const [name, requests] of Object.entries(inputs)) {
    const expected = name !== 'invalid';
    for (const request of requests.slice(0, 50)) {
      if (validateChargeRequest(request, { now: NOW }).ok !== expected)
        throw new Error(`validateChargeRequest disagrees on ${name}`);
      if (zodChargeRequest.safeParse(request).success !== expected)
        throw new Error(`zod disagrees on ${name}`);
      if (ajvChargeRequest(request) !== expected) throw new Error(`ajv disagrees on ${name}`);
    }
  }
  const rows = [];
  for (const [name, requests] of Object.entries(inputs)) {
    const next = rotate(requests);
    rows.push({
      name: `validateChargeRequest ${name}`,
      ...(await medianNs(() => validateChargeRequest(next(), { now: NOW }))),
    });
    rows.push({
      name: `zod v4 safeParse ${name}`,
      ...(await medianNs(() => zodChargeRequest.safeParse(next()))),
    });
    rows.push({ name: `ajv ${name}`, ...(await medianNs(() => ajvChargeRequest(next()))) });
  }
  const countries = rotate(['BR', 'US', 'br', 'PT', 'AR']);
  const contexts = rotate([
    { payment_method: 'pix' },
    { payment_method: 'credit_card', card_flow: 'hosted' },
    {},
    { product_type: 'physical' },
  ]);
  rows.push({
    name: 'resolveRequiredFields',
    ...(await medianNs(() => resolveRequiredFields(countries(), contexts()))),
  });
  for (const workload of extra) rows.push({ name: workload.name, ...(await medianNs(workload.fn)) });
  const p50 = (name) => rows.find((row) => row.name === name).p50;
  const ratios = [
    {
      name: 'validateChargeRequest card vs zod v4 (speed ratio)',
      value: p50('zod v4 safeParse card') / p50('validateChargeRequest card'),
      target: 1,
    },
    {
      name: 'validateChargeRequest card vs ajv (speed ratio, moonshot)',
      value: p50('ajv card') / p50('validateChargeRequest card'),
      target: 0.5,
    },
    {
      name: 'validateChargeRequest pix vs zod v4',
      value: p50('zod v4 safeParse pix') / p50('validateChargeRequest pix'),
    },
    {
      name: 'validateChargeRequest invalid vs zod v4',
      value: p50('zod v4 safeParse invalid') / p50('validateChargeRequest invalid'),
    },
  ];
  return { rows, ratios };
}
