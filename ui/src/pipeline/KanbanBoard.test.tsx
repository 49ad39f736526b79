import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import type { ModelMeta } from '../api/types';
import '../i18n';
import { useModelMeta } from '../stores/modelMeta';
import { HuntingTooltip } from './HuntingTooltip';
import { KanbanBoard } from './KanbanBoard';
import { StageSummary } from './StageSummary';

vi.mock('../api/endpoints', () => ({
  api: { modelMeta: vi.fn(), list: vi.fn(), facets: vi.fn(), save: vi.fn(), record: vi.fn(), autocomplete: vi.fn() },
}));
const { api } = await import('../api/endpoints');

HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.open = true; };

const META: ModelMeta = {
  name: 'jobsubmission', label_value: 'Job Submission', allowed_actions: [], views: {},
  pipeline: {
    stage: 'status', board: 'joborder', links: ['candidate', 'joborder', 'owner'], stages: [
      { code: 'longlist', to: ['cvsent'] }, { code: 'cvsent', model: 'cvsent', to: ['longlist'] },
    ],
  },
  fields: [
    { name: 'candidate', label_value: 'Candidate', type: 'foreignkey', to: 'candidate', required: true },
    { name: 'joborder', label_value: 'Job', type: 'foreignkey', to: 'joborder' },
    { name: 'owner', label_value: 'Consultant', type: 'foreignkey', to: 'user' },
    { name: 'hunter', label_value: 'Hunter', type: 'foreignkey', to: 'user' },
    { name: 'status', label_value: 'Stage', type: 'dropdown', options: [
      { code: 'cvsent', value: 'CV Sent', color: '#2563eb' }, { code: 'longlist', value: 'Longlist', color: '#0891b2' },
    ] },
  ],
};

const settle = () => act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve(); });

beforeEach(() => {
  useModelMeta.setState({ entries: {} });
  vi.mocked(api.modelMeta).mockResolvedValue(META);
  vi.mocked(api.list).mockResolvedValue({ count: 2, current: 1, pages: 1, list: [
    { id: 1, version: 1, status: 'longlist', candidate: { id: 5, __name__: 'Ada Lovelace' }, owner: { id: 7, __name__: 'Leo Cao' }, lastUpdateDate: '2026-11-20T10:00:00Z' },
    { id: 2, version: 1, status: 'cvsent', candidate: { id: 6, __name__: 'Alan Turing' }, hunter: { id: 14, __name__: 'David Chen' } },
  ] });
  vi.mocked(api.facets).mockResolvedValue({ status: [{ key: 'longlist', value: 1, label: 'Longlist', query: '' }, { key: 'cvsent', value: 1, label: 'CV Sent', query: '' }] });
  vi.mocked(api.save).mockReset();
});
afterEach(cleanup);

describe('KanbanBoard', () => {
  it('draws a column per stage in option order, with counts, and the cards in them', async () => {
    render(<KanbanBoard model="jobsubmission" boardId={12} boardName="Engineer" />);
    await settle();
    expect(api.list).toHaveBeenCalledWith('jobsubmission', expect.objectContaining({ gql: 'joborder=12', paginate_by: 100 }));
    expect(api.facets).toHaveBeenCalledWith('jobsubmission', ['status'], 'joborder=12');
    const columns = screen.getAllByRole('region');
    expect(columns.map((c) => c.getAttribute('aria-label'))).toEqual(['CV Sent: 1', 'Longlist: 1']);
    const longlist = within(columns[1]);
    expect(longlist.getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe('#candidate/detail?id=5');
    expect(longlist.getByText(/Leo Cao/)).not.toBeNull();
    expect(within(columns[0]).getByRole('button', { name: 'David Chen' })).not.toBeNull(); // the hunter badge
    expect(within(columns[0]).getByRole('button', { name: 'Move Alan Turing' })).not.toBeNull(); // the drag handle
  });

  it('adds a candidate to the board record and shows the server refusing a duplicate', async () => {
    vi.mocked(api.autocomplete).mockResolvedValue([{ id: 5, __name__: 'Ada Lovelace' }]);
    vi.mocked(api.save).mockRejectedValue(new ApiError('refused', 'Duplicate Info: Candidate and Job 5 / 12 already belongs to Ada Lovelace - Engineer ID: 1', 409));
    render(<KanbanBoard model="jobsubmission" boardId={12} boardName="Engineer" />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Add candidate' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Shortlist a candidate for Engineer' }));
    vi.useFakeTimers();
    fireEvent.focus(dialog.getByRole('combobox'));
    fireEvent.change(dialog.getByRole('combobox'), { target: { value: 'Ada' } });
    await act(async () => { vi.advanceTimersByTime(300); });
    vi.useRealTimers();
    await settle();
    fireEvent.click(dialog.getByRole('option', { name: 'Ada Lovelace' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Add to the pipeline' }));
    await settle();
    expect(api.save).toHaveBeenCalledWith('jobsubmission', { candidate: 5, joborder: 12 });
    expect(dialog.getByRole('alert').textContent).toMatch(/^Duplicate Info: /);
  });
});

describe('StageSummary', () => {
  it('shows chips with counts when the pipeline\'s board links to the page\'s model', async () => {
    const onOpen = vi.fn();
    render(<StageSummary model="jobsubmission" owner="joborder" id={12} onOpen={onOpen} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Longlist\s*1/ }));
    expect(onOpen).toHaveBeenCalledWith('longlist');
    expect(screen.getByText('2 in the pipeline')).not.toBeNull();
  });
  it('shows nothing on another model\'s page', async () => {
    vi.mocked(api.facets).mockClear();
    const { container } = render(<StageSummary model="jobsubmission" owner="candidate" id={12} onOpen={vi.fn()} />);
    await settle();
    expect(container.innerHTML).toBe('');
    expect(api.facets).not.toHaveBeenCalled();
  });
});

describe('HuntingTooltip', () => {
  it.each([
    ['2026-11-01T00:00:00', 'Valid'],
    ['2026-06-01T00:00:00', 'Invalid'],
  ])('shortlisted %s: %s', async (shortlist, label) => {
    vi.mocked(api.record).mockImplementation(async (model: string) => (model === 'user'
      ? { id: 14, huntingcompany: { id: 3, __name__: 'Apex Search' } }
      : { id: 3, __name__: 'Apex Search', charge_percent: 20, valid_period: 90 }));
    render(<HuntingTooltip hunter={{ id: 14, __name__: 'David Chen' }} shortlistDate={shortlist} now={() => new Date('2026-11-22T12:00:00')} />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'David Chen' }).parentElement!);
    await settle();
    const tip = within(screen.getByRole('tooltip'));
    expect(tip.getByText('Apex Search')).not.toBeNull();
    expect(tip.getByText('20%')).not.toBeNull();
    expect(tip.getByText('90 days')).not.toBeNull();
    expect(tip.getByText(label)).not.toBeNull();
  });
});
