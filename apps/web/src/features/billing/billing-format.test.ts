import { describe, expect, it } from 'vitest';
import { formatMoney } from './billing-format';

describe('formatMoney', () => {
  it('reads Stripe’s minor units with the currency’s own decimals', () => {
    expect(formatMoney(1250, 'usd')).toBe('$12.50');
    expect(formatMoney(800, 'EUR')).toBe('€8.00');
    expect(formatMoney(500, 'jpy')).toBe('¥500');
    expect(formatMoney(1234, 'kwd')).toMatch(/^KWD\s1\.234$/);
  });
});
