import { describe, expect, it } from 'vitest';
import type { SearchToken } from '../types';
import { parseQuery, pillsOf, queryText, searchHash, valueLabel, withToken } from './query';

const tokens: SearchToken[] = [
  { name: 'keyword', label: 'Keyword', type: 'char' },
  { name: 'education', label: 'Education', type: 'checkboxdropdown', options: [{ id: 1, label: 'Bachelor' }, { id: 2, label: 'Master' }] },
  { name: 'city', label: 'City', type: 'tree', options: [{ id: 'sh', label: 'Shanghai', children: [{ id: 'pd', label: 'Pudong' }] }] },
];

describe('the search query', () => {
  it('reads the address, dropping empties and anything not an object', () => {
    expect(parseQuery('{"keyword":"cfo","education":[1,2],"x":""}')).toEqual({ keyword: 'cfo', education: '1,2' });
    expect(parseQuery('[1]')).toEqual({});
    expect(parseQuery('not json')).toEqual({});
    expect(parseQuery(null)).toEqual({});
  });
  it('writes a stable text and the page address (page 1 and no filter left out)', () => {
    expect(queryText({ b: '2', a: '1' })).toBe('{"a":"1","b":"2"}');
    expect(searchHash({})).toBe('#hunterboard/resumes');
    expect(searchHash({ keyword: 'cfo' }, 3)).toBe(`#hunterboard/resumes?q=${encodeURIComponent('{"keyword":"cfo"}')}&page=3`);
  });
  it('sets and removes a token', () => {
    expect(withToken({ a: '1' }, 'b', '2')).toEqual({ a: '1', b: '2' });
    expect(withToken({ a: '1' }, 'a', ' ')).toEqual({});
  });
});

describe('pills', () => {
  it('resolve option ids to labels, comma-separated, also deep in a tree', () => {
    expect(valueLabel(tokens[1], '1,2')).toBe('Bachelor, Master');
    expect(valueLabel(tokens[2], 'pd')).toBe('Pudong');
    expect(valueLabel(tokens[1], '9')).toBe('9');
    expect(valueLabel(tokens[0], 'a,b')).toBe('a,b');
  });
  it('follow the order of the tokens; unknown names come last as they are', () => {
    expect(pillsOf({ zz: 'q', city: 'sh', keyword: 'cfo' }, tokens)).toEqual([
      { name: 'keyword', label: 'Keyword', value: 'cfo' },
      { name: 'city', label: 'City', value: 'Shanghai' },
      { name: 'zz', label: 'zz', value: 'q' },
    ]);
  });
});
