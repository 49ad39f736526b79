import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import type { FieldMeta } from '../types';
import { FieldInput } from './FieldInput';

beforeEach(() => { void i18n.changeLanguage('en'); });
afterEach(cleanup);

/** The field with its value kept, as the form keeps it; the last value is readable from `got`. */
function Host({ field, initial, got, error }: { field: FieldMeta; initial?: unknown; got: { value?: unknown }; error?: string }) {
  const [value, setValue] = useState<unknown>(initial);
  return <FieldInput field={field} value={value} error={error} onChange={(v) => { got.value = v; setValue(v); }} />;
}
const draw = (field: Partial<FieldMeta> & Pick<FieldMeta, 'type'>, initial?: unknown, error?: string) => {
  const got: { value?: unknown } = {};
  const r = render(<Host field={{ name: 'f', label: 'Field', ...field }} initial={initial} got={got} error={error} />);
  return { got, ...r };
};
const options = [{ value: '1', label: 'One' }, { value: '2', label: 'Two' }];

describe('FieldInput: one widget per type', () => {
  it('text: a text box with its placeholder', () => {
    const { got } = draw({ type: 'text', placeholder: 'Company name' });
    const box = screen.getByLabelText('Field');
    expect(box.getAttribute('type')).toBe('text');
    expect(box.getAttribute('placeholder')).toBe('Company name');
    fireEvent.change(box, { target: { value: 'Acme' } });
    expect(got.value).toBe('Acme');
  });

  it('password: shown as plain text (spec 002 §3)', () => {
    draw({ type: 'password' }, 's3cret');
    const box = screen.getByLabelText('Field') as HTMLInputElement;
    expect(box.type).toBe('text');
    expect(box.value).toBe('s3cret');
  });

  it('textarea: 5 rows unless the meta says otherwise', () => {
    draw({ type: 'textarea' });
    expect(screen.getByLabelText('Field').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Field').getAttribute('rows')).toBe('5');
  });

  it('int: a number with the meta\'s min and max, given back as a number', () => {
    const { got } = draw({ type: 'int', min: 0, max: 500 });
    const box = screen.getByLabelText('Field');
    expect([box.getAttribute('type'), box.getAttribute('min'), box.getAttribute('max')]).toEqual(['number', '0', '500']);
    fireEvent.change(box, { target: { value: '12' } });
    expect(got.value).toBe(12);
    fireEvent.change(box, { target: { value: '' } });
    expect(got.value).toBeNull();
  });

  it('range: two numbers and the unit, given back as {min, max}', () => {
    const { got } = draw({ type: 'range', unit: '万', min: 0 }, { min: 20, max: null });
    expect(screen.getByText('万')).toBeTruthy();
    const high = screen.getByLabelText('Field · To');
    expect((screen.getByLabelText('Field · From') as HTMLInputElement).value).toBe('20');
    fireEvent.change(high, { target: { value: '35' } });
    expect(got.value).toEqual({ min: 20, max: 35 });
  });

  it('options: a radio list, the option\'s value given back', () => {
    const { got } = draw({ type: 'options', data: options });
    const group = screen.getByRole('radiogroup', { name: 'Field' });
    fireEvent.click(within(group).getByLabelText('Two'));
    expect(got.value).toBe('2');
    expect((within(group).getByLabelText('Two') as HTMLInputElement).checked).toBe(true);
  });

  it('radio: radios in a group', () => {
    const { got } = draw({ type: 'radio', data: [{ value: 1, label: 'Yes' }, { value: 0, label: 'No' }] }, 1);
    expect((screen.getByLabelText('Yes') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('No'));
    expect(got.value).toBe(0);
  });

  it('checkbox: a list of boxes, the values ticked given back as a list', () => {
    const { got } = draw({ type: 'checkbox', data: options }, ['1']);
    expect((screen.getByLabelText('One') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Two'));
    expect(got.value).toEqual(['1', '2']);
    fireEvent.click(screen.getByLabelText('One'));
    expect(got.value).toEqual(['2']);
  });

  it('dropdown: a select of value/label, empty for none', () => {
    const { got } = draw({ type: 'dropdown', data: [{ value: 3, label: 'Three' }] });
    const select = screen.getByLabelText('Field') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    fireEvent.change(select, { target: { value: '3' } });
    expect(got.value).toBe(3);
    fireEvent.change(select, { target: { value: '' } });
    expect(got.value).toBeNull();
  });

  it('date: a date input', () => {
    const { got } = draw({ type: 'date' }, '2030-01-02T00:00:00Z');
    const box = screen.getByLabelText('Field') as HTMLInputElement;
    expect([box.type, box.value]).toEqual(['date', '2030-01-02']);
    fireEvent.change(box, { target: { value: '2030-02-03' } });
    expect(got.value).toBe('2030-02-03');
  });

  it('comtree: a tree selector; parents open, a leaf is chosen and shown with its path', () => {
    const { got } = draw({ type: 'comtree', data: [{ value: 'sh', label: 'Shanghai', children: [{ value: 'pd', label: 'Pudong' }] }] });
    fireEvent.click(screen.getByRole('button', { name: 'Field' }));
    const tree = screen.getByRole('tree');
    fireEvent.click(within(tree).getByText('Shanghai')); // a parent: opens, is not chosen
    expect(got.value).toBeUndefined();
    fireEvent.click(within(tree).getByText('Pudong'));
    expect(got.value).toBe('pd');
    expect(screen.queryByRole('tree')).toBeNull();
    expect(screen.getByRole('button', { name: 'Field: Shanghai / Pudong' })).toBeTruthy();
  });

  it('comtree: several leaves where multiple, comma-separated as the server takes them', () => {
    const data = [{ value: 'it', label: 'IT', children: [{ value: 'sw', label: 'Software' }, { value: 'hw', label: 'Hardware' }] }];
    const { got } = draw({ type: 'comtree', multiple: true, data }, 'sw');
    fireEvent.click(screen.getByRole('button', { name: 'Field: IT / Software' }));
    fireEvent.click(screen.getByRole('button', { name: 'Expand IT' }));
    fireEvent.click(within(screen.getByRole('tree')).getByText('Hardware'));
    expect(got.value).toBe('sw,hw');
    expect(screen.getByRole('tree')).toBeTruthy(); // stays open for more
  });

  it('comtree: Escape closes the tree and goes no further (not the modal around it)', () => {
    const onKey = vi.fn();
    document.addEventListener('keydown', onKey);
    draw({ type: 'comtree', data: [{ value: 'sh', label: 'Shanghai' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Field' }));
    fireEvent.keyDown(screen.getByLabelText('Type to search'), { key: 'Escape' });
    expect(screen.queryByRole('tree')).toBeNull();
    expect(onKey).not.toHaveBeenCalled();
    document.removeEventListener('keydown', onKey);
  });

  it('comtree: the search box finds a node by its label', () => {
    const { got } = draw({ type: 'comtree', data: [{ value: 'sh', label: 'Shanghai', children: [{ value: 'pd', label: 'Pudong' }] }] });
    fireEvent.click(screen.getByRole('button', { name: 'Field' }));
    fireEvent.change(screen.getByLabelText('Type to search'), { target: { value: 'pud' } });
    fireEvent.click(screen.getByText('Pudong'));
    expect(got.value).toBe('pd');
  });
});

describe('FieldInput: label, asterisk, help and error', () => {
  it('a required field carries an asterisk; an optional one none', () => {
    const { container } = draw({ type: 'text', require: true });
    expect(container.querySelector('label')!.textContent).toBe('Field*');
    expect(screen.getByLabelText('Field*').getAttribute('aria-required')).toBe('true');
    cleanup();
    const other = draw({ type: 'text' });
    expect(other.container.querySelector('label')!.textContent).toBe('Field');
  });

  it('shows its help text and its errorText under it, tied to the input', () => {
    draw({ type: 'text', helpText: 'As on the licence' }, '', 'This field is required');
    const box = screen.getByLabelText('Field');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const described = box.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.textContent);
    expect(described).toEqual(['As on the licence', 'This field is required']);
    expect(screen.getByRole('alert').textContent).toBe('This field is required');
  });
});
