import { describe, expect, it } from 'vitest';
import { suggestQuery } from './picker';

describe('suggestQuery', () => {
  it.each([
    ['no rule: autocomplete', undefined, 'dav', undefined],
    ['a rule without a filter: autocomplete', {}, 'dav', undefined],
    ['the rule alone', { filter: 'user_type=hunter&status=active' }, '', 'user_type=hunter&status=active'],
    ['the rule and the term', { filter: 'user_type=hunter&status=active' }, 'dav', '(user_type=hunter&status=active)&keyword=dav'],
    ['the term encoded', { filter: 'status__ns=closed' }, 'a&b', '(status__ns=closed)&keyword=a%26b'],
  ])('%s', (_, rule, term, want) => {
    expect(suggestQuery(rule, term)).toBe(want);
  });
});
