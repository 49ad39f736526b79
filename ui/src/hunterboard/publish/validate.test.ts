import { describe, expect, it } from 'vitest';
import type { FieldMeta, FormSection } from '../types';
import { isEmptyValue, requiredErrors, serverErrors } from './validate';

const f = (type: FieldMeta['type'], name: string, require = true): FieldMeta => ({ type, name, label: name, require });

describe('isEmptyValue', () => {
  it.each([
    ['text', undefined, true], ['text', null, true], ['text', '  ', true], ['text', 'Acme', false],
    ['int', 0, false], ['int', Number.NaN, true], ['checkbox', [], true], ['checkbox', ['1'], false],
    ['range', { min: null, max: null }, true], ['range', { min: '', max: null }, true], ['range', { min: null, max: 40 }, false], ['range', { min: 0 }, false],
    ['range', [null, null], true], ['range', [0, null], false],
    ['radio', '0', false], ['comtree', [], true],
  ] as const)('%s %j → %s', (type, value, want) => {
    expect(isEmptyValue({ type }, value)).toBe(want);
  });
});

describe('requiredErrors', () => {
  it('names each required field left empty, and only those', () => {
    const sections: FormSection[] = [
      { key: 'company', title: 'Company', fields: [f('text', 'hcompName'), f('text', 'hcompAlias', false)] },
      { key: 'job', title: 'Job', fields: [f('range', 'salary'), f('checkbox', 'structure')] },
    ];
    expect(requiredErrors(sections, { hcompName: 'Acme', salary: { min: null, max: null }, structure: [] }, 'This field is required'))
      .toEqual({ salary: 'This field is required', structure: 'This field is required' });
  });
});

describe('serverErrors', () => {
  it('keeps field texts, joins lists, drops the rest', () => {
    expect(serverErrors({ errors: { a: 'bad', b: ['x', 'y'], c: 3 } })).toEqual({ a: 'bad', b: 'x y' });
    expect(serverErrors({ message: 'no' })).toEqual({});
  });
});
