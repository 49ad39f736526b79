import { describe, expect, it } from 'vitest';
import { defaultTemplate } from './agency';

describe('defaultTemplate', () => {
  it.each([
    [[{ id: 1, name: 'A' }, { id: 2, name: 'B', is_default: true }], 2],
    [[{ id: 1, name: 'A' }, { id: 2, name: 'B', is_default: false }], 1],
    [[], undefined],
  ])('%j → %s', (list, want) => expect(defaultTemplate(list)).toBe(want));
});
