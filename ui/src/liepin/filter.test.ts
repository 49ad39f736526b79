import { describe, expect, it } from 'vitest';
import { cleanFilter, decodeFilter, encodeFilter, parseListRoute, parseSaved, resumeListHash, searchQuery } from './filter';
import { filterTokens } from './tokens';

describe('the filter in the address', () => {
  const f = { keyword: 'Go 工程师', dq: '010', industry: ['1', '2'], workYears: ['3', ''] };

  it('round-trips through the address, URL-encoded after the page name', () => {
    const hash = resumeListHash(f);
    expect(hash.startsWith('#liepin/resumelist/%7B')).toBe(true);
    expect(hash).not.toMatch(/[{}" ]/);
    expect(parseListRoute(hash)).toEqual({ page: 'resumelist', filter: f, layout: 'full' });
  });

  it('an empty filter is no segment and no query', () => {
    expect(resumeListHash({})).toBe('#liepin/resumelist');
    expect(resumeListHash({ keyword: '', dq: undefined, industry: [] })).toBe('#liepin/resumelist');
    expect(parseListRoute('#liepin/resumelist').filter).toEqual({});
  });

  it('names no page: a new filter starts at page 1', () => {
    expect(encodeFilter({ dq: '010', curPage: 4 })).toBe(encodeURIComponent('{"dq":"010"}'));
  });

  it.each(['full', 'noleft', 'bare', 'tab'] as const)('keeps the %s layout', (layout) => {
    const r = parseListRoute(resumeListHash({ dq: '010' }, layout));
    expect(r.layout).toBe(layout);
    expect(r.filter).toEqual({ dq: '010' });
  });

  it.each([
    ['not JSON', '#liepin/resumelist/%7Bnope'],
    ['an array', `#liepin/resumelist/${encodeURIComponent('[1,2]')}`],
    ['bad escapes', '#liepin/resumelist/%E0%A4%A'],
  ])('reads %s as no filter', (_name, hash) => {
    expect(parseListRoute(hash).filter).toEqual({});
  });

  it('an unknown layout is the full page', () => {
    expect(parseListRoute('#liepin/resumelist?layout=weird').layout).toBe('full');
  });
});

describe('searchQuery', () => {
  it('merges the page in as curPage', () => {
    expect(searchQuery({ dq: '010', keyword: '' }, 3)).toEqual({ dq: '010', curPage: 3 });
  });
});

describe('saved searches', () => {
  it('read their querstr, tolerating broken text', () => {
    expect(parseSaved('{"dq":"010","curPage":2}')).toEqual({ dq: '010' });
    expect(parseSaved('nope')).toEqual({});
    expect(parseSaved('"text"')).toEqual({});
  });

  it('show their filter as tokens with option labels', () => {
    const base = {
      query_config: [
        { key: 'keyword', label: 'Keywords', type: 'input', data_index: -1 },
        { key: 'dq', label: 'City', type: 'select', data_index: 0 },
        { key: 'industry', label: 'Industry', type: 'multiselect', data_index: 1 },
        { key: 'age', label: 'Age', type: 'range', data_index: -1 },
      ],
      base_data: [
        { options: [{ value: '010', label: 'Beijing' }, { value: '020', label: 'Shanghai' }] },
        { options: [{ value: '1', label: 'Internet', children: [{ value: '11', label: 'E-commerce' }] }] },
      ],
    };
    const tokens = filterTokens(cleanFilter({ other: 'x', industry: ['1', '11'], dq: '020', age: ['25', '35'], keyword: 'go' }), base);
    expect(tokens.map((t) => [t.key, t.op, t.label, t.text])).toEqual([
      ['keyword', '', 'Keywords', 'go'], ['dq', '', 'City', 'Shanghai'], ['industry', '', 'Industry', 'Internet, E-commerce'],
      ['age', '', 'Age', '25–35'], ['other', '', 'other', 'x'],
    ]);
  });
});

describe('decodeFilter', () => {
  it('drops empty values', () => {
    expect(decodeFilter(encodeURIComponent('{"a":"","b":[],"c":"1"}'))).toEqual({ c: '1' });
  });
});
