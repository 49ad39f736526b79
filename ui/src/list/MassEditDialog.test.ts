import { describe, expect, it } from 'vitest';
import type { FieldMeta } from '../api/types';
import { massEditable } from './MassEditDialog';

const field = (name: string, type: string, extra: Partial<FieldMeta> = {}): FieldMeta => ({ name, label_value: name, type, ...extra });

describe('massEditable', () => {
  it.each([
    ['an editable dropdown', field('status', 'dropdown'), true],
    ['a read-only field', field('code', 'char', { editable: false }), false],
    ['a system field', field('dateAdded', 'datetime', { system: true }), false],
    ['a field kept out of mass edit', field('email', 'char', { notmasseditable: true }), false],
    ['a computed field (no input widget)', field('age', 'expressions'), false],
  ])('%s', (_name, f, want) => {
    expect(massEditable([f]).length === 1).toBe(want);
  });
});
