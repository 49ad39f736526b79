import { describe, expect, it } from 'vitest';
import { axisValue, formatValue } from './format';

describe('report numbers', () => {
  it.each([
    [34, 'number', 'en', '34'],
    [1234, 'number', 'en', '1,234'],
    [125000, 'number', 'en', '125K'],
    [125000, 'number', 'zh_CN', '12.5万'],
    [1250000.5, 'money', 'zh_CN', '125万'],
    [18500, 'money', 'en', '18.5K'],
    [-18500, 'money', 'en', '-18.5K'],
    [950.256, 'money', 'en', '950.26'],
    [42.46, 'percent', 'en', '42.5%'],
    [3.25, 'days', 'en', '3.3 d'],
    [3.25, 'days', 'zh_CN', '3.3 天'],
  ] as const)('%s %s in %s → %s', (v, f, lang, want) => {
    expect(formatValue(v, f, lang)).toBe(want);
  });

  it('a missing value is a dash', () => {
    expect(formatValue(undefined, 'number', 'en')).toBe('–');
  });

  it('axis ticks use the same units', () => {
    expect(axisValue(20000, 'money', 'zh_CN')).toBe('2万');
    expect(axisValue(50, 'percent', 'en')).toBe('50%');
  });
});
