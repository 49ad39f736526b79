import { describe, expect, it } from 'vitest';
import { addMonths, applyPrefill, evaluate, prefillLinks } from './prefill';

describe('prefill expressions', () => {
  it.each([
    ['round(jobsubmission.offerSalary * joborder.feeRate / 100, 2)', { jobsubmission: { offerSalary: 600000 }, joborder: { feeRate: 20 } }, 120000],
    ['round(percent * invoice.invoiceAmount / 100, 2)', { percent: 33.333, invoice: { invoiceAmount: 120000 } }, 39999.6],
    ['addMonths(onboardDate, probationMonths)', { onboardDate: '2026-01-31', probationMonths: 1 }, '2026-02-28'],
    ['addMonths(onboardDate, probationMonths)', { onboardDate: '2026-11-15', probationMonths: 3 }, '2027-02-15'],
    ['joborder.client', { joborder: { client: 7 } }, 7],
    ['a != nil && b > 2 ? a - b : -1', { a: 10, b: 3 }, 7],
    ['a ?? 5', {}, 5],
    ['!(a == 1) || a % 2 == 1', { a: 3 }, true],
  ])('%s', (src, env, want) => expect(evaluate(src, env)).toBe(want));

  it('gives no value when an input is missing, as the server does', () => {
    expect(evaluate('round(jobsubmission.offerSalary * joborder.feeRate / 100, 2)', { joborder: { feeRate: 20 } })).toBeUndefined();
    expect(evaluate('percent * invoice.invoiceAmount', { percent: 10 })).toBeUndefined();
    expect(evaluate('addMonths(onboardDate, probationMonths)', { probationMonths: 3 })).toBeUndefined();
    expect(evaluate('1 +', {})).toBeUndefined();
  });

  it('names the links it reads', () => {
    expect(prefillLinks('round(jobsubmission.offerSalary * joborder.feeRate / 100, 2)')).toEqual(['jobsubmission', 'joborder']);
    expect(prefillLinks('addMonths(onboardDate, 3.5)')).toEqual([]);
  });

  it('adds months as people count them', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-12-15', 2)).toBe('2027-02-15');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });
});

describe('applyPrefill', () => {
  const fields = [
    { name: 'onboardDate', type: 'date' },
    { name: 'probationMonths', type: 'integer' },
    { name: 'probationEnd', type: 'date', prefill: 'addMonths(onboardDate, probationMonths)' },
  ];
  it('follows the expression live until the user types their own value', () => {
    let state = applyPrefill(fields, { onboardDate: '2026-04-01', probationMonths: 3 }, {}, {});
    expect(state.data.probationEnd).toBe('2026-07-01');
    state = applyPrefill(fields, { ...state.data, probationMonths: 6 }, state.computed, {});
    expect(state.data.probationEnd).toBe('2026-10-01');
    state = applyPrefill(fields, { ...state.data, probationEnd: '2026-12-31' }, state.computed, {});
    state = applyPrefill(fields, { ...state.data, probationMonths: 1 }, state.computed, {});
    expect(state.data.probationEnd).toBe('2026-12-31');
  });
  it('clears a proposal whose inputs are gone, and reads linked records', () => {
    let state = applyPrefill(fields, { onboardDate: '2026-04-01', probationMonths: 3 }, {}, {});
    state = applyPrefill(fields, { ...state.data, onboardDate: undefined }, state.computed, {});
    expect(state.data.probationEnd).toBeUndefined();
    const inv = [{ name: 'client', type: 'foreignkey', prefill: 'joborder.client' }, { name: 'invoiceAmount', type: 'double', prefill: 'round(jobsubmission.offerSalary * joborder.feeRate / 100, 2)' }];
    const got = applyPrefill(inv, {}, {}, { joborder: { client: { id: 4, __name__: 'Acme' }, feeRate: 18 }, jobsubmission: { offerSalary: 500000 } });
    expect(got.data).toEqual({ client: 4, invoiceAmount: 90000 });
  });
});
