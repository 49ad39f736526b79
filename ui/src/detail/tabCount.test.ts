import { describe, expect, it } from 'vitest';
import { tabCount } from './tabCount';

describe('tabCount', () => {
  it.each([[0, '0'], [999, '999'], [1000, '999+'], [123456, '999+']])('%d → %s', (n, want) => expect(tabCount(n)).toBe(want));
});
