// Untrusted JSON on a payments path: the engine must survive throwing getters, Proxies, polluted
// prototypes and tampered built-ins, and must never read a field it was not given.
import { afterEach, describe, expect, it } from 'vitest';
import { computeSplit } from '../../src/split/compute-split.js';
import type { SplitRule } from '../../src/split/types.js';
import { B, fixed, percentage } from './fixtures.js';

const throwing = new Proxy(
  {},
  {
    get: () => {
      throw new Error('get');
    },
    getOwnPropertyDescriptor: () => {
      throw new Error('getOwnPropertyDescriptor');
    },
    has: () => {
      throw new Error('has');
    },
    ownKeys: () => {
      throw new Error('ownKeys');
    },
    getPrototypeOf: () => {
      throw new Error('getPrototypeOf');
    },
  },
);

function revoked(): object {
  const { proxy, revoke } = Proxy.revocable([], {});
  revoke();
  return proxy;
}

function withThrowingGetter(rule: SplitRule, key: keyof SplitRule): SplitRule {
  const copy = { ...rule };
  Object.defineProperty(copy, key, {
    enumerable: true,
    get() {
      throw new Error('boom');
    },
  });
  return copy;
}

function configIssuesOf(result: ReturnType<typeof computeSplit>): string[] {
  return result.ok || result.code !== 'INVALID_CONFIGURATION'
    ? []
    : (result.issues ?? []).map((i) => `${i.code} ${i.path}`);
}

function issuesOf(result: ReturnType<typeof computeSplit>): string[] {
  return result.ok || result.code !== 'INVALID_INPUT' ? [] : result.issues.map((i) => `${i.code} ${i.path}`);
}

describe('computeSplit with hostile objects', () => {
  it('reports a Proxy whose every trap throws, wherever it is passed', () => {
    expect(issuesOf(computeSplit(100, throwing as SplitRule[], 0))).toEqual(['INVALID_TYPE split']);
    expect(issuesOf(computeSplit(100, [throwing as SplitRule], 0))).toEqual([
      'INVALID_TYPE split.0.recipient_id',
      'INVALID_TYPE split.0.recipient_type',
      'INVALID_TYPE split.0.type',
      'INVALID_TYPE split.0.amount',
      'INVALID_TYPE split.0.cross_company',
    ]);
    expect(configIssuesOf(computeSplit(100, [], throwing as unknown as number))).toEqual([
      'INVALID_VALUE mdr',
    ]);
    expect(configIssuesOf(computeSplit(100, [], 0, throwing))).toEqual([
      'INVALID_TYPE options.maxAmount',
      'INVALID_TYPE options.rounding',
      'INVALID_TYPE options.feeBearer',
    ]);
  });

  it('reports a revoked Proxy as unreadable', () => {
    expect(issuesOf(computeSplit(100, revoked() as SplitRule[], 0))).toEqual(['INVALID_TYPE split']);
    expect(issuesOf(computeSplit(100, [revoked() as SplitRule], 0))).toEqual(['INVALID_TYPE split.0']);
    expect(configIssuesOf(computeSplit(100, [], revoked() as unknown as number))).toEqual([
      'INVALID_VALUE mdr',
    ]);
    expect(configIssuesOf(computeSplit(100, [], 0, revoked()))).toEqual(['INVALID_TYPE options']);
  });

  it('reports an array Proxy whose length cannot be read', () => {
    const rules = new Proxy([fixed(1)], {
      getOwnPropertyDescriptor: (target, key) => {
        if (key === 'length') throw new Error('length');
        return Reflect.getOwnPropertyDescriptor(target, key);
      },
    });
    expect(issuesOf(computeSplit(100, rules, 0))).toEqual(['INVALID_TYPE split']);
  });

  it('reports each field whose getter throws, in English or Portuguese', () => {
    for (const key of ['recipient_id', 'recipient_type', 'type', 'amount', 'cross_company'] as const) {
      expect(issuesOf(computeSplit(100, [withThrowingGetter(percentage(0.1), key)], 0))).toEqual([
        `INVALID_TYPE split.0.${key}`,
      ]);
    }
    const result = computeSplit(100, [withThrowingGetter(percentage(0.1), 'amount')], 0, { locale: 'pt-BR' });
    expect(result.ok ? '' : result.message).toBe(
      'Entrada inválida: Valor da divisão (recebedor 1): não foi possível ler este dado. Tente novamente.',
    );
  });

  it('reports an MDR or options field whose getter throws', () => {
    const mdr = Object.defineProperty({}, 'fixed', {
      get() {
        throw new Error('boom');
      },
    });
    expect(configIssuesOf(computeSplit(100, [], mdr))).toEqual(['INVALID_VALUE mdr']);
    const rate = Object.defineProperty({}, 'rate', {
      get() {
        throw new Error('boom');
      },
    });
    expect(configIssuesOf(computeSplit(100, [], rate))).toEqual(['INVALID_VALUE mdr']);
    const options = Object.defineProperty({}, 'rounding', {
      get() {
        throw new Error('boom');
      },
    });
    expect(configIssuesOf(computeSplit(100, [], 0, options))).toEqual(['INVALID_TYPE options.rounding']);
  });

  it('reads each field once, so a getter cannot change its answer between check and use', () => {
    let reads = 0;
    const rule = { ...percentage(0.5) };
    Object.defineProperty(rule, 'amount', {
      enumerable: true,
      get() {
        reads++;
        return reads === 1 ? 0.5 : 50;
      },
    });
    expect(computeSplit(100, [rule], 0)).toMatchObject({ ok: true, shares: [{ gross: 50 }] });
    expect(reads).toBe(1);
  });

  it('does not take the fields a rule inherits from a prototype of its own', () => {
    const rule = Object.create(percentage(0.5)) as SplitRule;
    expect(issuesOf(computeSplit(100, [rule], 0))).toEqual([
      'REQUIRED split.0.recipient_id',
      'REQUIRED split.0.recipient_type',
      'REQUIRED split.0.type',
      'REQUIRED split.0.amount',
    ]);
    class Rule {
      get amount() {
        return 0.5;
      }
    }
    const inherited = Object.assign(new Rule(), {
      recipient_id: B,
      recipient_type: 'merchant',
      type: 'percentage',
    });
    expect(issuesOf(computeSplit(100, [inherited as unknown as SplitRule], 0))).toEqual([
      'REQUIRED split.0.amount',
    ]);
  });

  it('survives a Proxy rule list that invents a length', () => {
    const rules = new Proxy([fixed(1)], {
      get: (target, key) => (key === 'length' ? Number.NaN : Reflect.get(target, key)),
    });
    expect(computeSplit(100, rules, 0)).toMatchObject({ ok: true, shares: [] });
  });
});

describe('computeSplit with a polluted Object.prototype', () => {
  const polluted = [
    'recipient_id',
    'recipient_type',
    'type',
    'amount',
    'rate',
    'fixed',
    'rounding',
    'locale',
    '0',
  ];
  afterEach(() => {
    for (const key of polluted) delete (Object.prototype as Record<string, unknown>)[key];
    delete (Array.prototype as unknown as Record<string, unknown>)[1];
  });

  it('does not take inherited fields as given', () => {
    Object.assign(Object.prototype, {
      recipient_id: B,
      recipient_type: 'merchant',
      type: 'fixed',
      amount: 1,
      rate: 0.5,
      fixed: 10,
      rounding: 'half-up',
      locale: 'pt-BR',
    });
    expect(issuesOf(computeSplit(100, [{} as SplitRule], 0))).toEqual([
      'REQUIRED split.0.recipient_id',
      'REQUIRED split.0.recipient_type',
      'REQUIRED split.0.type',
      'REQUIRED split.0.amount',
    ]);
    expect(computeSplit(250, [fixed(100)], { rate: 0.01 }, {})).toMatchObject({ ok: true, fee: 2 });
  });

  it('does not take any one inherited field as given, whichever a script added', () => {
    const rule: Record<string, unknown> = { ...percentage(0.5) };
    for (const key of ['recipient_id', 'recipient_type', 'type', 'amount', 'cross_company']) {
      const { [key]: _dropped, ...lacking } = rule;
      (Object.prototype as Record<string, unknown>)[key] = key === 'cross_company' ? 'yes' : rule[key];
      try {
        const result = computeSplit(100, [lacking as unknown as SplitRule], 0);
        if (key === 'cross_company')
          expect(result).toMatchObject({ ok: true, shares: [{ cross_company: false }] });
        else expect(issuesOf(result)).toEqual([`REQUIRED split.0.${key}`]);
      } finally {
        delete (Object.prototype as Record<string, unknown>)[key];
      }
    }
  });

  it('does not take an inherited array element for a hole', () => {
    (Array.prototype as unknown as Record<string, unknown>)[1] = fixed(1);
    // biome-ignore lint/suspicious/noSparseArray: the hole is the point
    expect(issuesOf(computeSplit(100, [fixed(1), , fixed(1)] as SplitRule[], 0))).toEqual([
      'INVALID_TYPE split.1',
    ]);
  });
});
