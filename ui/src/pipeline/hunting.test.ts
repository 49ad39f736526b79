import { describe, expect, it } from 'vitest';
import { huntingChannel } from './hunting';

const company = { id: 3, __name__: 'Apex Search', charge_percent: 20, valid_period: 90 };
const now = new Date('2026-06-01T12:00:00');

describe('huntingChannel', () => {
  it.each([
    ['shortlisted 10 days ago: valid', '2026-05-22 12:00:00', company, '2026-08-20T12:00:00', true],
    ['shortlisted 89 days ago: still valid', '2026-03-04T12:00:00', company, '2026-06-02T12:00:00', true],
    ['exactly at the end: invalid', '2026-03-03T12:00:00', company, '2026-06-01T12:00:00', false],
    ['a year ago: invalid', '2025-06-01', company, '2025-08-30T00:00:00', false],
    ['period as text', '2026-05-31', { ...company, valid_period: '1' }, '2026-06-01T00:00:00', false],
  ])('%s', (_, shortlist, co, until, valid) => {
    const c = huntingChannel({ id: 9, __name__: 'David Chen' }, co, shortlist, now);
    expect(c.hunter).toBe('David Chen');
    expect(c.company).toBe('Apex Search');
    expect(c.validUntil?.getTime()).toBe(new Date(until).getTime());
    expect(c.valid).toBe(valid);
  });
  it.each([
    ['no company', undefined, '2026-05-22'],
    ['no period', { __name__: 'X' }, '2026-05-22'],
    ['no shortlist date', company, null],
    ['a bad date', company, 'soon'],
  ])('cannot tell with %s', (_, co, shortlist) => {
    const c = huntingChannel({ id: 9 }, co, shortlist, now);
    expect(c.validUntil).toBeUndefined();
    expect(c.valid).toBeUndefined();
  });
  it('carries the charge percent and period', () => {
    expect(huntingChannel(9, company, '2026-05-22', now)).toMatchObject({ hunter: '#9', chargePercent: 20, validPeriod: 90 });
  });
});
