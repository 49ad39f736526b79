import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { SavedSearches, UserCard } from './Sidebar';

beforeEach(() => { void i18n.changeLanguage('en'); });
afterEach(cleanup);

const searches = [{ id: 1, title: 'Shanghai CFOs', gql: '{"city":"sh"}', subscribed: true }, { id: 2, title: 'Java leads', gql: '{"keyword":"java"}' }];
function draw(over: Partial<Parameters<typeof SavedSearches>[0]> = {}) {
  const props = {
    searches, activeId: null, libraryActive: true, canSubscribe: false,
    onApply: vi.fn(), onLibrary: vi.fn(), onDelete: vi.fn(), onSave: vi.fn(async () => true), ...over,
  };
  render(<SavedSearches {...props} />);
  return props;
}

describe('UserCard', () => {
  it('shows the board user\'s name, company, title and avatar, and offers Unbind', () => {
    const onUnbind = vi.fn();
    const { container } = render(<UserCard user={{ name: 'Amy Xie', company_name: 'Huntline', title: 'Consultant', avatar_url: '/a.png' }} onUnbind={onUnbind} />);
    const card = screen.getByRole('region', { name: 'Your Hunter Board account' });
    expect(within(card).getByText('Amy Xie')).toBeTruthy();
    expect(within(card).getByText('Huntline')).toBeTruthy();
    expect(within(card).getByText('Consultant')).toBeTruthy();
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/a.png');
    fireEvent.click(screen.getByRole('button', { name: 'Unbind' }));
    expect(onUnbind).toHaveBeenCalled();
  });
  it('draws initials without an avatar', () => {
    const { container } = render(<UserCard user={{ name: 'Leo Cao' }} onUnbind={vi.fn()} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('LC')).toBeTruthy();
  });
});

describe('SavedSearches', () => {
  it('lists the built-in Resume library first, then the saved searches, each with delete', () => {
    const p = draw();
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Resume library', 'Shanghai CFOs', 'Java leads']);
    expect(within(items[0]).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Resume library' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Java leads' }));
    expect(p.onApply).toHaveBeenCalledWith(searches[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Shanghai CFOs' }));
    expect(p.onDelete).toHaveBeenCalledWith(searches[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Resume library' }));
    expect(p.onLibrary).toHaveBeenCalled();
  });

  it('collapses and opens again', () => {
    draw();
    const toggle = screen.getByRole('button', { name: 'Subscribed searches' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Resume library')).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByText('Resume library')).toBeTruthy();
  });

  it('opens the save box, saves under a name, and closes it; Cancel closes it too', async () => {
    const p = draw();
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    const box = screen.getByRole('form', { name: 'Save search' });
    expect(within(box).queryByLabelText(/Subscribe/)).toBeNull();
    const save = within(box).getByRole('button', { name: 'Save search' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(box).getByLabelText('Name'), { target: { value: 'Finance' } });
    await act(async () => { fireEvent.click(save); });
    expect(p.onSave).toHaveBeenCalledWith('Finance', false);
    expect(screen.queryByRole('form', { name: 'Save search' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    fireEvent.click(within(screen.getByRole('form', { name: 'Save search' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Save search' })).toBeNull();
  });

  it('offers Subscribe only where the config enables it', async () => {
    const p = draw({ canSubscribe: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    const box = screen.getByRole('form', { name: 'Save search' });
    fireEvent.change(within(box).getByLabelText('Name'), { target: { value: 'Finance' } });
    fireEvent.click(within(box).getByLabelText(/Subscribe/));
    await act(async () => { fireEvent.click(within(box).getByRole('button', { name: 'Save search' })); });
    expect(p.onSave).toHaveBeenCalledWith('Finance', true);
  });
});
