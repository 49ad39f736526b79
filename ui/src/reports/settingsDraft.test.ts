import { describe, expect, it } from 'vitest';
import { basicFieldMeta, draftProblem, rangeChoice, suffixOf } from './settingsDraft';
import type { ReportColumn, ReportFilter } from './types';

const cols: ReportColumn[] = [{ key: 'notes', label: 'Notes', format: 'number' }, { key: 'cvsent', label: 'CVs sent', format: 'number' }];
const filter: ReportFilter = { gql: '', groupby_x: 'user', groupby_y: '', groupby_z: '', datetype: 'date', daterange: 'this_week', filter_basic: {} };

describe('the settings draft', () => {
  it('a column view is the shown keys, in the report order; all or none is the default', () => {
    expect(suffixOf(cols, ['cvsent'])).toBe('cvsent');
    expect(suffixOf(cols, ['cvsent', 'notes'])).toBe('');
    expect(suffixOf(cols, [])).toBe('');
  });

  it('names what keeps it from being applied', () => {
    expect(draftProblem({ filter, columns: ['notes'] })).toBeUndefined();
    expect(draftProblem({ filter: { ...filter, groupby_x: '' }, columns: ['notes'] })).toBe('groupby_x');
    expect(draftProblem({ filter: { ...filter, daterange: '2026-02-01,2026-01-01' }, columns: ['notes'] })).toBe('daterange');
    expect(draftProblem({ filter: { ...filter, daterange: '2026-02-01,' }, columns: ['notes'] })).toBe('daterange');
    expect(draftProblem({ filter, columns: [] })).toBe('columns');
  });

  it('custom ranges choose "custom" in the range select', () => {
    expect(rangeChoice('2026-01-01,2026-01-31')).toBe('custom');
    expect(rangeChoice('last_month')).toBe('last_month');
  });

  it('basic fields become the fields the app inputs take', () => {
    expect(basicFieldMeta({ name: 'user', label: 'Consultant', type: 'foreignkey', to: 'user', multiple: true }))
      .toMatchObject({ name: 'user', label_value: 'Consultant', type: 'foreignkey', to: 'user', multiple: true });
    expect(basicFieldMeta({ name: 's', label: 'S', type: 'dropdown', options: [{ code: 'a', label: 'A' }] }).options).toEqual([{ code: 'a', value: 'A' }]);
  });
});
