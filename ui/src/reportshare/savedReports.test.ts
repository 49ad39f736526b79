import { describe, expect, it } from 'vitest';
import { entriesOf, ownedBy, saveBody, savedParams, savedRoute, scheduleBody, scheduleForm, shareChanges, type RecordShare } from './savedReports';

describe('saved reports', () => {
  it('keeps filter and view as JSON text without empty values', () => {
    expect(saveBody('  My week ', 'activity', { gql: '', daterange: 'this_week', filter_basic: { user: [12] }, groupby_y: undefined }, { viewType: 'bar', suffix: '' }))
      .toEqual({ name: 'My week', type: 'activity', filter: '{"daterange":"this_week","filter_basic":{"user":[12]}}', viewconfig: '{"viewType":"bar"}' });
  });
  it('opens with the filter and view it was saved with, and survives bad JSON', () => {
    expect(savedParams({ id: 3, name: 'x', type: 'activity', filter: '{"daterange":"last_month"}', viewconfig: '{"viewType":"pie"}' }))
      .toEqual({ filter: { daterange: 'last_month' }, viewConfig: { viewType: 'pie' } });
    expect(savedParams({ id: 3, name: 'x', type: 'activity', filter: 'nope', viewconfig: '[1]' })).toEqual({ filter: {}, viewConfig: {} });
    expect(savedRoute({ id: 3, type: 'stale_submissions' })).toBe('#report/stale_submissions?saved=3');
  });
  it('knows its owner, as an id or an expanded link', () => {
    expect(ownedBy({ id: 1, name: 'x', type: 't', owner: 7 }, 7)).toBe(true);
    expect(ownedBy({ id: 1, name: 'x', type: 't', owner: { id: 7, __name__: 'Amy' } }, 7)).toBe(true);
    expect(ownedBy({ id: 1, name: 'x', type: 't', owner: 8 }, 7)).toBe(false);
    expect(ownedBy({ id: 1, name: 'x', type: 't', owner: 8 }, undefined)).toBe(false);
  });
  it('turns the share editor into the record shares to add and remove', () => {
    const current: RecordShare[] = [
      { id: 1, type: 'people', value: 12, permission: 'view' },
      { id: 2, type: 'team', value: 3, permission: 'view' },
    ];
    expect(entriesOf(current)).toEqual([{ type: 'people', value: 12 }, { type: 'team', value: 3 }]);
    expect(shareChanges(current, [{ type: 'people', value: 12 }, { type: 'title', value: 5 }]))
      .toEqual({ remove: [2], add: [{ type: 'title', value: 5 }] });
    expect(shareChanges(current, [{ type: 'everyone' }])).toEqual({ remove: [1, 2], add: [{ type: 'everyone' }] });
    expect(shareChanges([{ id: 9, type: 'everyone', value: 0, permission: 'view' }], [])).toEqual({ remove: [9], add: [] });
  });
  it('sends only the fields the frequency reads', () => {
    const form = { frequency: 'weekly' as const, weekday: 5, day: 28, hour: 23, recipients: [1, 2] };
    expect(scheduleBody(form)).toEqual({ frequency: 'weekly', weekday: 5, hour: 23, recipients: [1, 2] });
    expect(scheduleBody({ ...form, frequency: 'monthly' })).toEqual({ frequency: 'monthly', day: 28, hour: 23, recipients: [1, 2] });
    expect(scheduleBody({ ...form, frequency: 'daily' })).toEqual({ frequency: 'daily', hour: 23, recipients: [1, 2] });
    expect(scheduleBody({ ...form, frequency: 'off' })).toEqual({ frequency: 'off' });
  });
  it('opens a new schedule weekly on Monday at 08:00 to its owner, an existing one as it is', () => {
    expect(scheduleForm({ id: 1, name: 'x', type: 't' }, 7)).toEqual({ frequency: 'weekly', weekday: 1, day: 1, hour: 8, recipients: [7] });
    expect(scheduleForm({ id: 1, name: 'x', type: 't', frequency: 'monthly', day: 28, hour: 0, recipients: [{ id: 4 }, 5] }, 7))
      .toEqual({ frequency: 'monthly', weekday: 1, day: 28, hour: 0, recipients: [4, 5] });
  });
});
