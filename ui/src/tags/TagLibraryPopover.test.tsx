import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModelMeta, TagGroup, TagLibraryRef } from '../api/types';
import '../i18n';
import { useSession } from '../stores/session';

vi.mock('../api/endpoints', () => ({ api: { tagGroups: vi.fn(), tagsOfGroup: vi.fn(), addTags: vi.fn(), modelMeta: vi.fn() } }));
const { api } = await import('../api/endpoints');
const { TagLibraryPopover } = await import('./TagLibraryPopover');

const LIB: TagLibraryRef = { model: 'taglibrary', group_model: 'taggroup', group_field: 'taggroup', name_field: 'name' };
const GROUPS: TagGroup[] = [
  { id: 1, name: '技能 Skills', count: 2, permission: 'edit' },
  { id: 2, name: '意向 Intent', count: 1, permission: 'edit' },
  { id: 3, name: 'Background', count: 0, permission: 'edit' },
  { id: 4, name: '渠道 Channel', count: 1, permission: 'view' },
  { id: 5, name: 'Follow-up', count: 0, permission: 'edit' },
];
const TAGS: Record<number, string[]> = { 1: ['Java', 'Go'], 2: ['看机会'], 4: ['内推'], 5: [] };

function setUser(isAdmin: boolean) {
  useSession.setState({ user: { id: 2, __name__: 'U', lang: 'en', isAdmin, firstLogin: false, changePassword: false, parent_user: null } });
}

beforeEach(() => {
  localStorage.clear();
  setUser(false);
  vi.mocked(api.tagGroups).mockResolvedValue(GROUPS);
  vi.mocked(api.tagsOfGroup).mockImplementation(async (_lib, g) => TAGS[g] ?? []);
  vi.mocked(api.addTags).mockReset();
  vi.mocked(api.modelMeta).mockResolvedValue({ name: 'taglibrary', label_value: 'Tag Library', views: {}, allowed_actions: ['view', 'add'], fields: [] } as unknown as ModelMeta);
});
afterEach(cleanup);

function open(selected: string[] = []) {
  const onToggle = vi.fn();
  render(<TagLibraryPopover lib={LIB} selected={selected} onToggle={onToggle} onClose={() => {}} />);
  return onToggle;
}

describe('tag library popover', () => {
  it('shows 4 tabs with cut names and the rest under Other; a click toggles a tag', async () => {
    const onToggle = open(['Go']);
    await screen.findByRole('button', { name: 'Java' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['技能 Ski…', '意向 Int…', 'Backgr…', '渠道 Cha…']);
    expect(tabs[0].getAttribute('title')).toBe('技能 Skills');
    const other = screen.getByRole('combobox', { name: 'Other' });
    expect([...other.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Other', 'Follow…']);
    expect(screen.getByRole('button', { name: 'Go' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Java' }));
    expect(onToggle).toHaveBeenCalledWith('Java');
  });

  it('remembers the last group used', async () => {
    open();
    fireEvent.click(await screen.findByRole('tab', { name: /^意向/ }));
    await screen.findByRole('button', { name: '看机会' });
    cleanup();
    open();
    await screen.findByRole('button', { name: '看机会' });
    expect(screen.getByRole('tab', { name: /^意向/ }).getAttribute('aria-selected')).toBe('true');
  });

  it.each([[false, false], [true, true]])('a view-only group offers Edit to an admin only (admin %s)', async (isAdmin, editable) => {
    setUser(isAdmin);
    open();
    fireEvent.click(await screen.findByRole('tab', { name: /^渠道/ }));
    await screen.findByRole('button', { name: '内推' });
    expect(screen.queryByRole('button', { name: 'Edit' }) !== null).toBe(editable);
  });

  it('Edit, type new tags, Save adds them to the group; Cancel leaves edit mode', async () => {
    vi.mocked(api.addTags).mockResolvedValue(['Rust', 'Open source']);
    open();
    await screen.findByRole('button', { name: 'Java' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText(/New tags for 技能 Skills/), { target: { value: 'Rust, Open source' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.addTags).toHaveBeenCalledWith(LIB, 1, ['Rust', 'Open source']));
    await screen.findByRole('button', { name: 'Edit' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText(/New tags/)).toBeNull();
  });
});
