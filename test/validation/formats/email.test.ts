import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _emailRefusal, _isEmail, _scanEmail } from '../../../src/validation/formats/email.js';
import { validateChargeRequest } from '../../../src/validation/validate-charge-request.js';
import { pixRequest } from '../../fixtures/requests.js';

const ATEXT_SYMBOLS = [..."!#$%&'*+-/=?^_`{|}~"];

describe('e-mail: the local part', () => {
  it('accepts an apostrophe in the local part', () => {
    expect(_isEmail("o'reilly@example.com")).toBe(true);
  });

  it.each(ATEXT_SYMBOLS)('accepts %s, which RFC 5322 allows in an unquoted local part', (symbol) => {
    expect(_isEmail(`a${symbol}b@example.com`)).toBe(true);
  });

  it('accepts a local part made only of allowed symbols', () => {
    expect(_isEmail(`${ATEXT_SYMBOLS.join('')}@example.com`)).toBe(true);
  });

  it('accepts dots between the atoms of the local part', () => {
    expect(_isEmail('maria.da.silva@example.com.br')).toBe(true);
  });

  it.each(['.maria@example.com', 'maria.@example.com', 'maria..silva@example.com'])(
    'refuses a local part whose dot leads, trails or is doubled: %s',
    (address) => {
      expect(_emailRefusal(address)).toBe('INVALID_VALUE.email');
    },
  );

  it('accepts a local part of 64 characters', () => {
    expect(_isEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
  });

  it('refuses a local part over 64 characters', () => {
    expect(_emailRefusal(`${'a'.repeat(65)}@example.com`)).toBe('INVALID_VALUE.email_length');
  });

  it.each(['maria silva@example.com', 'maria,silva@example.com', 'maria(x)@example.com', 'a\\b@example.com'])(
    'refuses a character outside atext in the local part: %s',
    (address) => {
      expect(_emailRefusal(address)).toBe('INVALID_VALUE.email');
    },
  );

  it('refuses an empty local part', () => {
    expect(_emailRefusal('@example.com')).toBe('INVALID_VALUE.email');
  });

  it('refuses a quoted local part, with a message saying so', () => {
    expect(_emailRefusal('"maria silva"@example.com')).toBe('INVALID_VALUE.email_quoted');
  });

  it('refuses a quoted local part that holds an @', () => {
    expect(_emailRefusal('"maria@home"@example.com')).toBe('INVALID_VALUE.email_quoted');
  });
});

describe('e-mail: the domain', () => {
  it('accepts an internationalized domain in its ASCII form', () => {
    expect(_isEmail('maria@xn--mnchen-3ya.de')).toBe(true);
  });

  it('accepts an internationalized top-level domain in its ASCII form', () => {
    expect(_isEmail('maria@example.xn--p1ai')).toBe(true);
  });

  it('accepts a label with a double hyphen inside it', () => {
    expect(_isEmail('maria@ab--cd.com.br')).toBe(true);
  });

  it('accepts upper-case letters in both parts', () => {
    expect(_isEmail('Maria@Example.COM')).toBe(true);
  });

  it('accepts digits and inner hyphens in a label', () => {
    expect(_isEmail('maria@loja-24h.com.br')).toBe(true);
  });

  it('accepts a label of 63 characters', () => {
    expect(_isEmail(`maria@${'a'.repeat(63)}.com`)).toBe(true);
  });

  it('refuses a domain label over 63 characters', () => {
    expect(_emailRefusal(`maria@${'a'.repeat(64)}.com`)).toBe('INVALID_VALUE.email_length');
  });

  it.each(['maria@-loja.com', 'maria@loja-.com'])(
    'refuses a label that starts or ends with a hyphen: %s',
    (address) => {
      expect(_emailRefusal(address)).toBe('INVALID_VALUE.email');
    },
  );

  it.each(['maria@.example.com', 'maria@example..com', 'maria@example.com.'])(
    'refuses an empty label: %s',
    (address) => {
      expect(_emailRefusal(address)).toBe('INVALID_VALUE.email');
    },
  );

  it('refuses a domain of one label', () => {
    expect(_emailRefusal('maria@localhost')).toBe('INVALID_VALUE.email');
  });

  it.each(['maria@example.c', 'maria@example.c0m', 'maria@example.co-m', 'maria@example.xn--'])(
    'refuses a top-level domain that is not 2 or more letters nor an xn-- label: %s',
    (address) => {
      expect(_emailRefusal(address)).toBe('INVALID_VALUE.email');
    },
  );

  it.each(['maria@exa_mple.com', 'maria@exam ple.com', 'maria@example.com@example.com'])(
    'refuses a character that is not a letter, digit or hyphen in the domain: %s',
    (address) => {
      expect(_emailRefusal(address)).toBe('INVALID_VALUE.email');
    },
  );

  it('refuses an address without a domain', () => {
    expect(_emailRefusal('maria@')).toBe('INVALID_VALUE.email');
  });

  it('refuses an address without an @', () => {
    expect(_emailRefusal('maria.example.com')).toBe('INVALID_VALUE.email');
  });

  it.each(['maria@[192.0.2.1]', 'maria@[IPv6:2001:db8::1]'])(
    'refuses an IP-literal domain, with a message saying so: %s',
    (address) => {
      expect(_emailRefusal(address)).toBe('INVALID_VALUE.email_ip_literal');
    },
  );

  it('refuses a bare IPv4 address as the domain, with the IP-literal message', () => {
    expect(_emailRefusal('maria@192.0.2.1')).toBe('INVALID_VALUE.email_ip_literal');
  });
});

describe('e-mail: non-ASCII addresses', () => {
  it('refuses an internationalized domain in its Unicode form, with a message about the ASCII form', () => {
    expect(_emailRefusal('maria@münchen.de')).toBe('INVALID_VALUE.email_non_ascii');
  });

  it('refuses an accented local part', () => {
    expect(_emailRefusal('joão@example.com')).toBe('INVALID_VALUE.email_non_ascii');
  });

  it('refuses a non-ASCII character outside the Latin script', () => {
    expect(_emailRefusal('почта@example.com')).toBe('INVALID_VALUE.email_non_ascii');
  });
});

describe('e-mail: total length', () => {
  const local = 'a'.repeat(64);
  const domainOf = (length: number) => {
    // Labels of 50 characters joined by dots, then letters up to the length, ending in `.com`.
    const body = length - 4;
    const labels: string[] = [];
    let left = body;
    while (left > 0) {
      const size = Math.min(50, left);
      labels.push('b'.repeat(size));
      left -= size + 1;
    }
    return `${labels.join('.').slice(0, body)}.com`;
  };

  it('accepts an address of 254 characters', () => {
    const address = `${local}@${domainOf(254 - 65)}`;
    expect([address.length, _isEmail(address)]).toEqual([254, true]);
  });

  it('refuses an address of 255 characters', () => {
    const address = `${local}@${domainOf(255 - 65)}`;
    expect([address.length, _emailRefusal(address)]).toEqual([255, 'INVALID_VALUE.email_length']);
  });
});

describe('e-mail in a charge request', () => {
  const withEmail = (email: string) =>
    validateChargeRequest({ ...pixRequest(), customer: { ...pixRequest().customer, email } });

  it('accepts an apostrophe and a punycode domain in customer.email', () => {
    expect(withEmail("d'avila@xn--caf-dma.com.br").ok).toBe(true);
  });

  it.each([
    ['"maria silva"@example.com', 'Remove the quotes before the @.'],
    ['maria@[192.0.2.1]', 'Use an e-mail address that ends in a domain name, not an IP address.'],
    ['maria@münchen.de', 'xn--'],
    [`${'a'.repeat(65)}@example.com`, 'at most 64 characters before the @'],
    ['maria@', 'Enter a valid e-mail address, like name@example.com.'],
  ])('explains why %s is refused', (email, explanation) => {
    const result = withEmail(email);
    expect(result.ok ? [] : (result.issues ?? []).map((issue) => [issue.code, issue.path])).toEqual([
      ['INVALID_VALUE', 'customer.email'],
    ]);
    expect(result.ok ? '' : result.issues?.[0]?.message).toContain(explanation);
  });
});

describe('e-mail: linear work (ReDoS)', () => {
  /** How many characters the scanner reads to decide on `address`. */
  const reads = (address: string) => {
    let count = 0;
    _scanEmail(address.length, (index) => {
      count++;
      return address.charAt(index);
    });
    return count;
  };

  // Near misses that make a backtracking e-mail regex blow up: long runs that almost match and fail
  // at the end.
  const nearMisses: readonly ((n: number) => string)[] = [
    (n) => `a@${'a.'.repeat(n / 2)}!`,
    (n) => `${'a.'.repeat(n / 2)}!`,
    (n) => `a@${'a-'.repeat(n / 2)}a`,
    (n) => `${'a'.repeat(n)}@`,
    (n) => `${'a'.repeat(n)}@${'b'.repeat(n)}`,
    (n) => `"${'a'.repeat(n)}`,
  ];

  it('reads each character of any string at most once', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'a.-@"[]!1x n'), maxLength: 254 }), (address) => {
        expect(reads(address)).toBeLessThanOrEqual(address.length);
      }),
    );
  });

  it.each(nearMisses.map((make, index) => [index, make] as const))(
    'reads each character once on near miss %i, whatever its size',
    (_, make) => {
      for (const size of [10, 50, 120]) {
        const address = make(size);
        expect(reads(address)).toBe(address.length);
      }
    },
  );

  it('refuses an address over 254 characters without reading it', () => {
    const address = `${'a'.repeat(5_000_000)}@`;
    expect([reads(address), _emailRefusal(address)]).toEqual([0, 'INVALID_VALUE.email_length']);
  });
});
