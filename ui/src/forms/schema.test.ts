import { describe, expect, it } from 'vitest';
import type { ModelMeta } from '../api/types';
import { formLayout, toFormData, toPayload } from './schema';

const meta: ModelMeta = {
  name: 'thing', label_value: 'Thing', allowed_actions: [],
  views: {
    edit: { groups: [{ name: 'basic', label: { en: 'Basic' }, layout: 2, fields: ['name', 'owner', 'tags', 'total', 'secret', 'people'] }] },
  },
  fields: [
    { name: 'name', label_value: 'Name', type: 'char', required: true, max_length: 20 },
    { name: 'owner', label_value: 'Owner', type: 'foreignkey', to: 'user' },
    { name: 'tags', label_value: 'Tags', type: 'comtree', to: 'industry', multiple: true },
    { name: 'total', label_value: 'Total', type: 'rollupfield' }, // computed: no input widget
    { name: 'secret', label_value: 'Secret', type: 'char', editable: false },
    { name: 'people', label_value: 'People', type: 'foreignkey', to: 'user', multiple: true },
  ],
};

describe('formLayout', () => {
  const layout = formLayout(meta);

  it('keeps editable fields with an input widget, in the view order', () => {
    expect(layout.groups[0].fields).toEqual(['name', 'owner', 'tags', 'people']);
    expect(layout.uiSchema['ui:order']).toEqual(['name', 'owner', 'tags', 'people']);
  });

  it('carries required and length for ajv, nullable types for empty values', () => {
    expect(layout.schema.required).toEqual(['name']);
    expect(layout.schema.properties!.name).toMatchObject({ type: ['string', 'null'], maxLength: 20, title: 'Name' });
    expect(layout.schema.properties!.tags).toMatchObject({ type: ['array', 'null'] });
    // A multiple foreignkey (a to-do's assignees) is a list of ids, as a multiple comtree is.
    expect(layout.schema.properties!.people).toMatchObject({ type: ['array', 'null'], items: { type: 'integer' } });
    expect(layout.schema.properties!.owner).toMatchObject({ type: ['integer', 'null'] });
  });

  it('edits links as ids', () => {
    const record = { id: 1, version: 3, name: 'A', owner: { id: 2, __name__: 'Leo' }, tags: [{ id: 5, __name__: 'IT' }] };
    expect(toFormData(layout, record)).toEqual({ name: 'A', owner: 2, tags: [5] });
  });
});

describe('toPayload', () => {
  it('on add sends the filled fields only', () => {
    expect(toPayload({ name: 'A', owner: undefined, tags: [] , x: '' }, {})).toEqual({ name: 'A', tags: [] });
  });

  it('on edit sends id, version, the changed fields and the cleared ones as null', () => {
    const initial = { name: 'A', owner: 2 };
    const record = { id: 1, version: 3 };
    expect(toPayload({ name: 'B' }, initial, record)).toEqual({ name: 'B', owner: null, id: 1, version: 3 });
  });
});

describe('formLayout of a pipeline model', () => {
  it('leaves out the stage field, which changes only by moving', () => {
    const piped: ModelMeta = { ...meta, pipeline: { stage: 'name', stages: [{ code: 'a', to: [] }] } };
    expect(formLayout(piped).groups[0].fields).toEqual(['owner', 'tags', 'people']);
  });
});
