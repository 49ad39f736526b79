import { describe, expect, it } from 'vitest';
import { pageSizeFrom } from './userConfig';

describe('pageSizeFrom', () => {
  it.each([[{}, 25], [{ paginate_by: 50 }, 50], [{ paginate_by: '100' }, 100], [{ paginate_by: 7 }, 25], [{ paginate_by: null }, 25]])(
    '%j → %d', (values, want) => expect(pageSizeFrom(values)).toBe(want));
});
