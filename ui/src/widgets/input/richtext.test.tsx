import { act, cleanup, fireEvent, render } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldMeta } from '../../api/types';
import '../../i18n';
import { inputWidgetFor } from './registry';

afterEach(cleanup);

const field: FieldMeta = { name: 'summary', label_value: 'Summary', type: 'richtext' };

async function renderEditor(value: unknown, extra: { disabled?: boolean; invalid?: boolean } = {}) {
  const onChange = vi.fn();
  const Widget = inputWidgetFor(field);
  const view = render(<Widget id="root_summary" field={field} value={value} onChange={onChange} lang="en" invalid={!!extra.invalid} disabled={extra.disabled} />);
  const box = await view.findByRole('textbox');
  // TipTap hangs its editor on the editable element.
  const editor = (box as HTMLElement & { editor: Editor }).editor;
  return { ...view, box, editor, onChange, Widget };
}

describe('richtext input', () => {
  it('is the TipTap editor, lazily loaded, with the field id on the editable element', async () => {
    const { box, getByRole } = await renderEditor(undefined);
    expect(box.id).toBe('root_summary');
    expect(box.getAttribute('contenteditable')).toBe('true');
    expect(box.getAttribute('aria-labelledby')).toBe('root_summary__label');
    expect(getByRole('toolbar', { name: 'Formatting' })).toBeTruthy();
  });

  it('renders the initial HTML', async () => {
    const { box } = await renderEditor('<p>Hello <strong>there</strong></p>');
    expect(box.querySelector('strong')?.textContent).toBe('there');
    expect(box.textContent).toBe('Hello there');
  });

  it('typing sends HTML up; the bold button makes the selection bold', async () => {
    const { editor, onChange, getByRole } = await renderEditor(undefined);
    act(() => { editor.commands.insertContent('Strong lead'); });
    expect(onChange).toHaveBeenLastCalledWith('<p>Strong lead</p>');
    act(() => { editor.commands.setTextSelection({ from: 1, to: 7 }); });
    fireEvent.click(getByRole('button', { name: 'Bold' }));
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Strong</strong> lead</p>');
    expect(getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('an emptied document is no value', async () => {
    const { editor, onChange } = await renderEditor('<p>Gone soon</p>');
    act(() => { editor.commands.clearContent(true); });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('the font-size select writes an inline pt size', async () => {
    const { editor, onChange, getByLabelText } = await renderEditor('<p>Big news</p>');
    act(() => { editor.commands.setTextSelection({ from: 1, to: 4 }); });
    fireEvent.change(getByLabelText('Font size'), { target: { value: '24' } });
    expect(onChange).toHaveBeenLastCalledWith('<p><span style="font-size: 24pt;">Big</span> news</p>');
    expect((getByLabelText('Font size') as HTMLSelectElement).value).toBe('24');
  });

  it('follows a new value from outside, but not its own echo', async () => {
    const { editor, onChange, rerender, Widget, box } = await renderEditor('<p>One</p>');
    act(() => { editor.commands.insertContentAt(4, '!'); });
    const typed = onChange.mock.lastCall![0] as string;
    const selection = editor.state.selection.from;
    rerender(<Widget id="root_summary" field={field} value={typed} onChange={onChange} lang="en" invalid={false} />);
    expect(editor.state.selection.from).toBe(selection);
    rerender(<Widget id="root_summary" field={field} value="<p>Another record</p>" onChange={onChange} lang="en" invalid={false} />);
    expect(box.textContent).toBe('Another record');
  });

  it('disabled is read-only, invalid is marked', async () => {
    const { box, getByRole } = await renderEditor('<p>x</p>', { disabled: true, invalid: true });
    expect(box.getAttribute('contenteditable')).toBe('false');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect((getByRole('button', { name: 'Bold' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
