import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { useSession } from '../stores/session';
import type { CurrentUser } from '../api/types';
import { ReportSaveActions } from './ReportSaveActions';
import { SavedReportsMenu } from './SavedReportsMenu';

vi.mock('./api', () => ({
  savedReportsApi: { list: vi.fn(), one: vi.fn(), save: vi.fn(), remove: vi.fn(), shares: vi.fn(), share: vi.fn(), unshare: vi.fn(), schedule: vi.fn(), names: vi.fn() },
}));
const { savedReportsApi: api } = await import('./api');
const mocked = vi.mocked(api);

HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.open = true; };

const ME = 7;
const mine = { id: 41, version: 1, name: 'My week', type: 'activity', owner: ME, filter: '{"daterange":"this_week"}', viewconfig: '{}' };

beforeEach(async () => {
  for (const fn of Object.values(mocked)) fn.mockReset();
  mocked.one.mockResolvedValue(mine);
  mocked.save.mockResolvedValue(41);
  mocked.shares.mockResolvedValue([{ id: 5, type: 'people', value: 12, permission: 'view' }]);
  mocked.list.mockResolvedValue({ mine: [], shared: [] });
  mocked.names.mockImplementation(async (model, ids) => (model === 'user' ? ids.map((id) => ({ id, __name__: `User ${id}` })) : []));
  useSession.setState({ user: { id: ME, __name__: 'Amy', lang: 'en', isAdmin: false, firstLogin: false, changePassword: false, parent_user: null } as CurrentUser });
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const button = (name: string) => screen.getAllByRole('button', { name }).at(-1)!;

describe('ReportSaveActions', () => {
  it('asks for a name: saving without one says the field is required', async () => {
    render(<ReportSaveActions type="activity" filter={{ daterange: 'this_week', gql: '' }} viewConfig={{ viewType: 'bar' }} />);
    fireEvent.click(button('Save'));
    await act(async () => { fireEvent.click(button('Save')); });
    expect(screen.getByRole('alert').textContent).toBe('This field is required');
    expect(mocked.save).not.toHaveBeenCalled();
  });

  it('saves the filter and view under the name, then offers Share and Schedule', async () => {
    const onSaved = vi.fn();
    render(<ReportSaveActions type="activity" filter={{ daterange: 'this_week', gql: '' }} viewConfig={{ viewType: 'bar' }} onSaved={onSaved} />);
    expect((button('Share') as HTMLButtonElement).disabled).toBe(true);
    expect(button('Schedule').title).toBe('Save the report first');
    fireEvent.click(button('Save'));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'My week' } });
    await act(async () => { fireEvent.click(button('Save')); });
    expect(mocked.save).toHaveBeenCalledWith({ name: 'My week', type: 'activity', filter: '{"daterange":"this_week"}', viewconfig: '{"viewType":"bar"}' });
    expect(onSaved).toHaveBeenCalledWith(mine);
    expect((button('Share') as HTMLButtonElement).disabled).toBe(false);
  });

  it("shares an opened saved report through the record's shares", async () => {
    await act(async () => { render(<ReportSaveActions type="activity" filter={{}} savedId={41} />); });
    await act(async () => { fireEvent.click(button('Share')); });
    expect(screen.getByText('User 12')).toBeTruthy(); // the picker names whom it is shared with
    fireEvent.click(screen.getByLabelText('Share with everyone'));
    await act(async () => { fireEvent.click(button('Save')); });
    expect(mocked.unshare).toHaveBeenCalledWith(41, 5);
    expect(mocked.share).toHaveBeenCalledWith(41, { type: 'everyone' });
  });

  it('schedules it weekly to its owner by default', async () => {
    mocked.schedule.mockResolvedValue({ ...mine, frequency: 'weekly', next_run: '2026-11-30T00:00:00Z' });
    await act(async () => { render(<ReportSaveActions type="activity" filter={{}} savedId={41} />); });
    fireEvent.click(button('Schedule'));
    fireEvent.change(screen.getByLabelText('Weekday'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Hour'), { target: { value: '23' } });
    await act(async () => { fireEvent.click(button('Save')); });
    expect(mocked.schedule).toHaveBeenCalledWith(41, { frequency: 'weekly', weekday: 5, hour: 23, recipients: [ME] });
  });

  it('changes the opened saved report of his own, or saves a new one when asked', async () => {
    await act(async () => { render(<ReportSaveActions type="activity" filter={{ daterange: 'last_month' }} savedId={41} />); });
    fireEvent.click(button('Save'));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('My week');
    await act(async () => { fireEvent.click(button('Save')); });
    expect(mocked.save).toHaveBeenLastCalledWith({ id: 41, version: 1, name: 'My week', type: 'activity', filter: '{"daterange":"last_month"}', viewconfig: '{}' });
    fireEvent.click(button('Save'));
    fireEvent.click(screen.getByLabelText('Save as a new report'));
    await act(async () => { fireEvent.click(button('Save')); });
    expect(mocked.save).toHaveBeenLastCalledWith({ name: 'My week', type: 'activity', filter: '{"daterange":"last_month"}', viewconfig: '{}' });
  });

  it("offers no Share or Schedule on a report shared with the user", async () => {
    mocked.one.mockResolvedValue({ ...mine, owner: 99 });
    await act(async () => { render(<ReportSaveActions type="activity" filter={{}} savedId={41} />); });
    expect((button('Schedule') as HTMLButtonElement).disabled).toBe(true);
    expect(button('Share').title).toBe('Only its owner may share or schedule this report');
  });
});

describe('SavedReportsMenu', () => {
  it("lists the user's own saved reports first, marks shared ones and opens one", async () => {
    mocked.list.mockResolvedValue({ mine: [{ id: 1, name: 'My week', type: 'activity', owner: ME, frequency: 'daily' }], shared: [{ id: 2, name: 'Team week', type: 'activity', owner: 99 }] });
    const onOpen = vi.fn();
    await act(async () => { render(<SavedReportsMenu type="activity" onOpen={onOpen} variant="inline" />); });
    expect(mocked.list).toHaveBeenCalledWith('activity');
    const names = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(names).toEqual(['My week', 'Team week']);
    expect(screen.getByLabelText('Shared with me')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Delete/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /Team week/ }));
    expect(onOpen).toHaveBeenCalledWith(2, expect.objectContaining({ name: 'Team week' }));
  });
  it('shows nothing under a report without saved ones, and says so in its menu', async () => {
    let view!: ReturnType<typeof render>;
    await act(async () => { view = render(<SavedReportsMenu type="funnel" />); });
    expect(view.container.textContent).toBe('');
    cleanup();
    await act(async () => { render(<SavedReportsMenu type="funnel" variant="menu" />); });
    fireEvent.click(screen.getByRole('button', { name: 'Saved reports' }));
    expect(screen.getByText('No saved reports yet')).toBeTruthy();
  });
});
