import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldMeta } from '../../api/types';
import '../../i18n';
import { displayWidgets } from '../display/registry';
import { hasInputWidget, inputWidgetFor, inputWidgets } from './registry';

afterEach(cleanup);

const COMPUTED = ['expressions', 'rollupfield', 'reverse_foreignkey'];

function renderInput(field: FieldMeta, value: unknown) {
  const onChange = vi.fn();
  const Widget = inputWidgetFor(field);
  const view = render(<Widget id="f" field={field} value={value} onChange={onChange} lang="en" invalid={false} />);
  return { ...view, onChange };
}

describe('input registry', () => {
  it('edits every displayed type except the computed ones', () => {
    const editable = Object.keys(displayWidgets).filter((t) => !COMPUTED.includes(t)).sort();
    expect(Object.keys(inputWidgets).sort()).toEqual(editable);
    expect(hasInputWidget({ name: 'x', label_value: 'X', type: 'rollupfield' })).toBe(false);
  });

  it('char: empty text is no value', () => {
    const { container, onChange } = renderInput({ name: 'n', label_value: 'N', type: 'char' }, 'a');
    fireEvent.change(container.querySelector('input')!, { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it('integer: typed digits become a number', () => {
    const { container, onChange } = renderInput({ name: 'n', label_value: 'N', type: 'integer' }, undefined);
    fireEvent.change(container.querySelector('input')!, { target: { value: '42' } });
    expect(onChange).toHaveBeenCalledWith(42);
  });

  it('tags: a comma ends a tag with its spaces kept; Enter ends the rest; the max holds', () => {
    const field: FieldMeta = { name: 't', label_value: 'T', type: 'tags', max: 2 };
    const { container, onChange } = renderInput(field, ['Go']);
    const box = container.querySelector('input')!;
    fireEvent.change(box, { target: { value: 'Open to offers, Jav' } });
    expect(onChange).toHaveBeenLastCalledWith(['Go', 'Open to offers']);
    expect(box.value).toBe('Jav');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(['Go', 'Jav']); // the box is controlled: value is still ['Go']
    fireEvent.change(box, { target: { value: 'a,b,' } });
    expect(container.textContent).toContain('At most 2 tags: b not added');
  });

  it('checkboxdropdown: chips toggle codes, in option order', () => {
    const field: FieldMeta = { name: 't', label_value: 'T', type: 'checkboxdropdown', options: [{ code: 'a', value: 'A' }, { code: 'b', value: 'B' }] };
    const { getByRole, onChange } = renderInput(field, ['b']);
    fireEvent.click(getByRole('button', { name: 'A' }));
    expect(onChange).toHaveBeenCalledWith(['a', 'b']);
  });

  it('checkbox without options is a yes/no', () => {
    const { getByRole, onChange } = renderInput({ name: 'w', label_value: 'Will relocate', type: 'checkbox' }, false);
    fireEvent.click(getByRole('checkbox', { name: 'Will relocate' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('number-range: one side set, the other null; both cleared is no value', () => {
    const { getByLabelText, onChange } = renderInput({ name: 'r', label_value: 'R', type: 'number-range' }, { min: 5, max: null });
    fireEvent.change(getByLabelText('Maximum'), { target: { value: '9' } });
    expect(onChange).toHaveBeenLastCalledWith({ min: 5, max: 9 });
    fireEvent.change(getByLabelText('Minimum'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('rate: clicking the current star clears it', () => {
    const { getByRole, onChange } = renderInput({ name: 'r', label_value: 'Rating', type: 'rate', max: 5 }, 3);
    fireEvent.click(getByRole('radio', { name: '3' }));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it('picker: shows the linked names of the record being edited', () => {
    const field: FieldMeta = { name: 'owner', label_value: 'Owner', type: 'foreignkey', to: 'user' };
    const Widget = inputWidgetFor(field);
    const { getByText } = render(<Widget id="f" field={field} value={2} onChange={() => {}} lang="en" invalid={false}
      record={{ id: 1, owner: { id: 2, __name__: 'Leo Cao' } }} />);
    expect(getByText('Leo Cao')).toBeTruthy();
  });
});
