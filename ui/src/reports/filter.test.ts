import { describe, expect, it } from 'vitest';
import { chartForColumns, customRange, drillHash, filterFromJson, filterFromQuery, reportHash, reportParams, shownColumns, typeFromHash } from './filter';

describe('the report filter', () => {
  it('reads the route: each filter parameter, filter_basic as JSON', () => {
    const f = filterFromQuery(new URLSearchParams('gql=team%3D3&groupby_x=user&daterange=2026-01-01,2026-01-31&filter_basic=%7B%22user%22%3A%5B12%5D%7D&view=bar'));
    expect(f).toEqual({ gql: 'team=3', groupby_x: 'user', daterange: '2026-01-01,2026-01-31', filter_basic: { user: [12] } });
  });

  it('a hand-edited filter_basic that is no JSON object reads as none set', () => {
    expect(filterFromQuery(new URLSearchParams('filter_basic=oops')).filter_basic).toEqual({});
    expect(filterFromJson('{"groupby_x":"team","filter_basic":"{\\"team\\":[3]}","junk":1}')).toEqual({ groupby_x: 'team', filter_basic: { team: [3] } });
  });

  it('the call parameters leave empty values to the server, but send an emptied basic filter', () => {
    expect(reportParams('activity', { gql: '', groupby_x: 'user' })).toEqual({ type: 'activity', groupby_x: 'user' });
    // {} is "everyone": left out, the server would narrow a consultant to his own numbers.
    expect(reportParams('activity', { filter_basic: { user: [], team: '' } })).toEqual({ type: 'activity', filter_basic: '{}' });
    expect(reportParams('activity', { filter_basic: { user: [12] } }, { suffix: 'notes', suffix_user_id: -99 }))
      .toEqual({ type: 'activity', filter_basic: '{"user":[12]}', suffix: 'notes', suffix_user_id: '-99' });
  });

  it('round-trips through the route', () => {
    const hash = reportHash('activity', { gql: 'team=3&status=open', groupby_x: 'user', filter_basic: { user: [12] } }, { view: 'bar' });
    expect(hash.startsWith('#report/activity?')).toBe(true);
    expect(typeFromHash(hash)).toBe('activity');
    expect(filterFromQuery(new URLSearchParams(hash.split('?')[1]))).toEqual({ gql: 'team=3&status=open', groupby_x: 'user', filter_basic: { user: [12] } });
    expect(new URLSearchParams(hash.split('?')[1]).get('view')).toBe('bar');
  });

  it('the report list is #report/list or #report', () => {
    expect(typeFromHash('#report/list')).toBe('');
    expect(typeFromHash('#report')).toBe('');
    expect(typeFromHash('#report/funnel?view=pie')).toBe('funnel');
  });

  it('a drill-down opens the list of the cell on its Default view, gql encoded once', () => {
    const hash = drillHash('note', 'user=12&dateAdded__day_range=2026-11-23,2026-11-29');
    expect(hash).toBe('#note/list?gql=user%3D12%26dateAdded__day_range%3D2026-11-23%2C2026-11-29&suffix=');
    const q = new URLSearchParams(hash.split('?')[1]);
    expect(q.get('gql')).toBe('user=12&dateAdded__day_range=2026-11-23,2026-11-29');
    expect(q.get('suffix')).toBe('');
  });

  it('custom ranges', () => {
    expect(customRange('2026-01-01,2026-02-01')).toEqual({ from: '2026-01-01', to: '2026-02-01' });
    expect(customRange('this_week')).toBeUndefined();
  });

  it('a column view shows its columns; none or unknown keys show all', () => {
    const cols = [{ key: 'notes' }, { key: 'cvsent' }, { key: 'offers' }];
    expect(shownColumns(cols, 'offers,notes').map((c) => c.key)).toEqual(['notes', 'offers']);
    expect(shownColumns(cols, '')).toBe(cols);
    expect(shownColumns(cols, 'gone')).toBe(cols);
  });

  it('charts keep the series of the shown columns, unless their series are not columns', () => {
    const all = [{ key: 'notes' }, { key: 'cvsent' }];
    const bar = { series: [{ key: 'notes' }, { key: 'cvsent' }] };
    expect(chartForColumns(bar, all, [{ key: 'cvsent' }]).series).toEqual([{ key: 'cvsent' }]);
    const stack = { series: [{ key: 'cvsent' }, { key: 'offersign' }] };
    expect(chartForColumns(stack, all, [{ key: 'notes' }])).toBe(stack);
  });
});
