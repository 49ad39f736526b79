import { describe, expect, it } from 'vitest';
import { addTags, cleanTag, splitTags, takeTyped, toggleTag } from './parse';

describe('tags input parsing', () => {
  it.each([
    ['comma splits, spaces inside kept', 'Java, Open to offers ,销售', ['Java', 'Open to offers', '销售']],
    ['blanks dropped', ' , ,Go,, ', ['Go']],
    ['inner runs of spaces become one', 'People   Manager', ['People Manager']],
    ['no delimiter is one tag', 'Machine Learning', ['Machine Learning']],
  ])('%s', (_, text, want) => {
    expect(splitTags(text)).toEqual(want);
  });

  it.each([
    ['unfinished text stays', 'Open to', [], 'Open to'],
    ['a comma ends a tag', 'Open to offers,', ['Open to offers'], ''],
    ['paste several', 'a, b c, d', ['a', 'b c'], 'd'],
    ['a lone comma adds nothing', ',', [], ''],
  ])('takeTyped: %s', (_, text, done, rest) => {
    expect(takeTyped(text)).toEqual({ done, rest });
  });

  it.each([
    ['adds new tags in order', ['Go'], ['Java', 'Go', ' 销售 '], 10, ['Go', 'Java', '销售'], []],
    ['stops at max and says what was refused', ['a', 'b'], ['c', 'd'], 3, ['a', 'b', 'c'], ['d']],
    ['a present tag is not refused at max', ['a', 'b'], ['a'], 2, ['a', 'b'], []],
  ])('addTags: %s', (_, current, incoming, max, tags, refused) => {
    expect(addTags(current, incoming, max)).toEqual({ tags, refused });
  });

  it('toggleTag removes a selected tag and adds an unselected one while there is room', () => {
    expect(toggleTag(['Go', 'Java'], 'Go').tags).toEqual(['Java']);
    expect(toggleTag(['Go'], 'Java').tags).toEqual(['Go', 'Java']);
    expect(toggleTag(['Go'], 'Java', 1)).toEqual({ tags: ['Go'], refused: ['Java'] });
  });

  it('cleanTag trims', () => {
    expect(cleanTag('  a  b ')).toBe('a b');
  });
});
