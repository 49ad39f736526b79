import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldMeta, ModelMeta } from '../../api/types';
import '../../i18n';
import { collectionItems } from './collectionData';
import { inputWidgetFor } from './registry';

const child = {
  name: 'workexperience', label_value: 'Work Experience', views: {},
  fields: [
    { name: 'company', label_value: 'Company', type: 'char', required: true },
    { name: 'title', label_value: 'Title', type: 'char' },
    { name: 'owner', label_value: 'Owner', type: 'foreignkey', to: 'user' },
  ],
} as unknown as ModelMeta;
vi.mock('../../stores/useModel', () => ({ useModel: () => ({ meta: child }) }));

afterEach(cleanup);

const field = (required = false): FieldMeta => ({
  name: 'workexperience_set', label_value: 'Work Experience', type: 'reverse_foreignkey', to: 'workexperience', required,
  collection: { fields: ['company', 'title'], max: 2 },
});

function renderCollection(f: FieldMeta, value: unknown, errors?: Record<string, unknown>) {
  const onChange = vi.fn();
  const Widget = inputWidgetFor(f);
  render(<Widget id="c" field={f} value={value} onChange={onChange} lang="en" invalid={false} errors={errors} />);
  return onChange;
}

describe('collection input', () => {
  it('adds a panel and edits its fields', () => {
    const onChange = renderCollection(field(), [{ id: 4, version: 2, company: 'Acme' }]);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Engineer' } });
    expect(onChange).toHaveBeenLastCalledWith([{ id: 4, version: 2, company: 'Acme', title: 'Engineer' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Add Work Experience' }));
    expect(onChange).toHaveBeenLastCalledWith([{ id: 4, version: 2, company: 'Acme' }, {}]);
  });

  it('stops adding at the limit', () => {
    renderCollection(field(), [{ company: 'A' }, { company: 'B' }]);
    expect((screen.getByRole('button', { name: 'Add Work Experience' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a required collection starts with one empty panel and keeps its last one', () => {
    const onChange = renderCollection(field(true), undefined);
    expect(screen.getAllByRole('region')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Please fill at least 1 of these fields.');
  });

  it('an optional collection can lose every panel', () => {
    const onChange = renderCollection(field(), [{ company: 'A' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('shows the server refusal at the sub-form field', () => {
    renderCollection(field(), [{ company: 'A' }, { title: 'x' }], { 1: { company: { __errors: ['is required'] } } });
    expect(screen.getByRole('alert').textContent).toBe('is required');
    expect(screen.getAllByLabelText(/^Company/)[1].getAttribute('aria-invalid')).toBe('true');
  });
});

describe('collection input on a record read without its children', () => {
  it('refuses to edit them, since saving would delete them', () => {
    const onChange = vi.fn();
    const Widget = inputWidgetFor(field());
    render(<Widget id="c" field={field()} value={undefined} onChange={onChange} lang="en" invalid={false} record={{ id: 3, version: 1 }} />);
    expect(screen.getByText('Open the record from its page to edit these.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Work Experience' })).toBeNull();
  });
});

describe('collectionItems', () => {
  it('turns loaded children into form items with ids for links', () => {
    const f = { ...field(), collection: { fields: ['company', 'owner'] } };
    expect(collectionItems(f, [{ id: 1, version: 3, company: 'Acme', owner: { id: 9, __name__: 'Ann' }, title: 'x', dateAdded: 'y' }]))
      .toEqual([{ id: 1, version: 3, company: 'Acme', owner: 9 }]);
    expect(collectionItems(f, undefined)).toBeUndefined();
  });
});
