import { describe, expect, it } from 'vitest';
import type { ShareEntry } from '../api/types';
import { sharedIds, withTargets } from './ShareEditor';

describe('share targets', () => {
  const share: ShareEntry[] = [{ type: 'people', value: 3 }, { type: 'team', value: 7 }, { type: 'people', value: 5 }];
  it('reads the ids of one kind', () => {
    expect(sharedIds(share, 'people')).toEqual([3, 5]);
    expect(sharedIds(share, 'title')).toEqual([]);
  });
  it('replaces one kind and keeps the others', () => {
    expect(withTargets(share, 'people', [9])).toEqual([{ type: 'team', value: 7 }, { type: 'people', value: 9 }]);
  });
  it('drops everyone when someone in particular is chosen', () => {
    expect(withTargets([{ type: 'everyone' }], 'team', [2])).toEqual([{ type: 'team', value: 2 }]);
  });
});
