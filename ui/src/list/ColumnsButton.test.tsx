import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import type { ModelMeta } from '../api/types';
import '../i18n';
import { useSession } from '../stores/session';
import { ColumnsButton } from './ColumnsButton';

vi.mock('../api/endpoints', () => ({ api: { saveListColumns: vi.fn(), addView: vi.fn(), deleteView: vi.fn(), modelMeta: vi.fn(), setUserConfig: vi.fn() } }));
const { api } = await import('../api/endpoints');

const META = {
  name: 'candidate', label_value: 'Candidate', allowed_actions: [],
  views: { list: { columns: ['name', 'status'] } },
  suffixes: [
    { code: '', value: 'Default', group: -99, deletable: false },
    { code: 'hot', value: 'Hot leads', group: -1, deletable: false },
    { code: 'mine', value: 'Mine', group: 7, suffix_user_id: 7, deletable: true },
  ],
  fields: [
    { name: 'name', label_value: 'Name', type: 'char' },
    { name: 'status', label_value: 'Status', type: 'dropdown' },
    { name: 'city', label_value: 'City', type: 'comtree' },
  ],
} as unknown as ModelMeta;

// jsdom has no modal dialogs.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.open = true; };

const settle = () => act(async () => { for (let i = 0; i < 5; i++) await Promise.resolve(); });

function open(suffix: string, isAdmin: boolean, onUse = vi.fn(), legacy = false) {
  useSession.setState({ user: { id: 7, isAdmin } as never });
  vi.mocked(api.modelMeta).mockResolvedValue(META);
  render(<ColumnsButton model="candidate" meta={META} suffix={suffix} current={META.fields.slice(0, 2)} legacy={legacy} onUse={onUse} />);
  fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
  return within(screen.getByRole('dialog', { name: 'Columns' }));
}

beforeEach(() => { vi.mocked(api.saveListColumns).mockReset(); });
afterEach(cleanup);

describe('the columns editor', () => {
  it('groups the views and selects the one shown', () => {
    const dialog = open('hot', true);
    expect(within(dialog.getByRole('group', { name: 'System Management' })).getByRole('radio', { name: 'Default' })).not.toBeNull();
    expect((within(dialog.getByRole('group', { name: 'Shared Settings' })).getByRole('radio', { name: 'Hot leads' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog.getByRole('group', { name: 'Personal Settings' })).getByRole('radio', { name: 'Mine' })).not.toBeNull();
  });

  it('shows the server refusing a save in the dialog and stays open', async () => {
    vi.mocked(api.saveListColumns).mockRejectedValue(new ApiError('refused', 'You have no permission to change this view.', 403));
    const onUse = vi.fn();
    const dialog = open('hot', true, onUse);
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Status' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save and Use' }));
    await settle();
    expect(api.saveListColumns).toHaveBeenCalledWith('candidate', 'hot', ['name'], '', undefined);
    expect(dialog.getByRole('alert').textContent).toBe('You have no permission to change this view.');
    expect(onUse).not.toHaveBeenCalled();
  });

  it('lets a non-admin change only their own view and create personal ones', () => {
    const dialog = open('hot', false);
    const save = dialog.getByRole('button', { name: 'Save and Use' }) as HTMLButtonElement;
    const remove = dialog.getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Status' }));
    expect(save.disabled).toBe(true);
    expect(remove.disabled).toBe(true);
    expect(dialog.queryByRole('combobox', { name: 'Group of the new view' })).toBeNull();
    fireEvent.click(dialog.getByRole('radio', { name: 'Mine' }));
    expect(remove.disabled).toBe(false);
  });

  it('never deletes Default, and says why', () => {
    const dialog = open('', true);
    const remove = dialog.getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    expect(document.getElementById(remove.getAttribute('aria-describedby')!)?.textContent).toBe('Deleting Default is not allowed.');
  });

  it('asks for a name before creating a view', () => {
    const dialog = open('', true);
    expect(dialog.getByRole('textbox', { name: 'New view' }).getAttribute('placeholder')).toBe('please enter view name');
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(dialog.getByText('Please enter view name!')).not.toBeNull();
    expect(api.addView).not.toHaveBeenCalled();
  });

  it('saves the columns of a view and uses it, retiring the columns kept from before views', async () => {
    vi.mocked(api.saveListColumns).mockResolvedValue(undefined);
    vi.mocked(api.setUserConfig).mockResolvedValue(undefined);
    const onUse = vi.fn();
    const dialog = open('', true, onUse, true);
    fireEvent.click(dialog.getByRole('checkbox', { name: 'City' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save and Use' }));
    await settle();
    expect(api.saveListColumns).toHaveBeenCalledWith('candidate', '', ['name', 'status', 'city'], '', undefined);
    expect(api.setUserConfig).toHaveBeenCalledWith({ 'columns.candidate': null });
    expect(onUse).toHaveBeenCalledWith('');
  });
});
