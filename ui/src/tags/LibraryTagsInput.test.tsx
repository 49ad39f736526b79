import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataRecord, FieldMeta, TagLibraryRef } from '../api/types';
import '../i18n';

vi.mock('../api/endpoints', () => ({ api: { autocomplete: vi.fn(), tagGroups: vi.fn(), tagsOfGroup: vi.fn(), modelMeta: vi.fn() } }));
const { api } = await import('../api/endpoints');
const { installModules } = await import('../modules/registry');
const { inputWidgetFor } = await import('../widgets/input/registry');
const { TagsInput } = await import('../widgets/input/tags/TagsInput');
const { LibraryTagsInput } = await import('./LibraryTagsInput');
const { tags } = await import('./module');

const LIB: TagLibraryRef = { model: 'taglibrary', group_model: 'taggroup', group_field: 'taggroup', name_field: 'name' };
const withLibrary: FieldMeta = { name: 'tags', label_value: 'Tags', type: 'tags', tag_library: LIB };
const plain: FieldMeta = { name: 'tags', label_value: 'Tags', type: 'tags' };

afterEach(() => { cleanup(); installModules([]); });

describe('the tags module', () => {
  it('edits the tags fields that have a library, and only while it is installed', () => {
    installModules([tags]);
    expect(inputWidgetFor(withLibrary)).toBe(LibraryTagsInput);
    expect(inputWidgetFor(plain)).toBe(TagsInput);
    installModules([]);
    expect(inputWidgetFor(withLibrary)).toBe(TagsInput);
  });

  it('suggests the library tags that match what is typed, each once, and offers the library', async () => {
    vi.mocked(api.autocomplete).mockResolvedValue([{ id: 1, __name__: 'Java' }, { id: 2, __name__: 'Java' }, { id: 3, __name__: 'JavaScript' }] as DataRecord[]);
    render(<LibraryTagsInput id="t" field={withLibrary} value={[]} onChange={() => {}} lang="en" invalid={false} />);
    expect(screen.getByRole('button', { name: 'Tag library' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Ja' } });
    const list = await screen.findByRole('listbox');
    expect([...list.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Java', 'JavaScript']);
    expect(api.autocomplete).toHaveBeenCalledWith('taglibrary', 'Ja');
  });

  it('leaves the core input without a library button', () => {
    render(<TagsInput id="t" field={withLibrary} value={[]} onChange={() => {}} lang="en" invalid={false} />);
    expect(screen.queryByRole('button', { name: 'Tag library' })).toBeNull();
  });
});
