import { describe, expect, it } from 'vitest';
import { logValue } from './logValue';

describe('a logged value as text', () => {
  it.each([
    [null, ''], ['', ''], ['active', 'active'], [12, '12'], [false, 'false'],
    [['go', 'java'], 'go, java'], [{ id: 3, __name__: 'Ada' }, 'Ada'], [{ start: 10, end: 20 }, '10 – 20'],
    ['<p>Hello <b>there</b></p>', 'Hello there'],
  ])('%j reads %j', (v, want) => {
    expect(logValue(v)).toBe(want);
  });
});
