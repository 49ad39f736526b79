import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import type { ModelMeta } from '../api/types';
import '../i18n';
import { useModelMeta } from '../stores/modelMeta';
import { useSession } from '../stores/session';
import { StageMoveDialog } from './StageMoveDialog';

vi.mock('../api/endpoints', () => ({ api: { modelMeta: vi.fn(), moveStage: vi.fn(), autocomplete: vi.fn().mockResolvedValue([]) } }));
const { api } = await import('../api/endpoints');

// jsdom has no modal dialogs.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.open = true; };

const SUBMISSION: ModelMeta = {
  name: 'jobsubmission', label_value: 'Job Submission', allowed_actions: [], views: {},
  pipeline: {
    stage: 'status', board: 'joborder', links: ['candidate', 'joborder', 'owner'], stages: [
      { code: 'apply', to: ['longlist', 'cvsent'] },
      { code: 'longlist', to: ['cvsent', 'reject'] },
      { code: 'cvsent', model: 'cvsent', via: 'jobsubmission', to: ['reject'], update: { cvsentDate: 'cvsentDate' } },
      { code: 'reject', to: ['longlist'] },
    ],
  },
  fields: [
    { name: 'candidate', label_value: 'Candidate', type: 'foreignkey', to: 'candidate' },
    { name: 'status', label_value: 'Stage', type: 'dropdown', options: [
      { code: 'apply', value: 'Applied' }, { code: 'longlist', value: 'Longlist' }, { code: 'cvsent', value: 'CV Sent' }, { code: 'reject', value: 'Rejected' },
    ] },
  ],
};

const CVSENT: ModelMeta = {
  name: 'cvsent', label_value: 'CV Sent', allowed_actions: [], views: {},
  fields: [
    { name: 'jobsubmission', label_value: 'Job Submission', type: 'foreignkey', to: 'jobsubmission', required: true },
    { name: 'candidate', label_value: 'Candidate', type: 'foreignkey', to: 'candidate' },
    { name: 'cvsentDate', label_value: 'Sent On', type: 'char', required: true, default_value: '2026-11-22' },
    { name: 'feedback', label_value: 'Client Feedback', type: 'multiline' },
    { name: 'cvsentuser_set', label_value: 'Consultants Credited', type: 'foreignkey', to: 'user', multiple: true, default_value: '{{user.id}}' },
  ],
};

const settle = () => act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve(); });
const record = (status: string) => ({ id: 12, version: 3, status, __name__: 'Ada - Engineer' });

beforeEach(() => {
  useModelMeta.setState({ entries: {} });
  useSession.setState({ user: { id: 7, __name__: 'Leo Cao' } as never });
  vi.mocked(api.modelMeta).mockImplementation(async (m: string) => (m === 'cvsent' ? CVSENT : SUBMISSION));
  vi.mocked(api.moveStage).mockReset();
});
afterEach(cleanup);

describe('StageMoveDialog', () => {
  it('asks for the stage record without the fields the engine fills, and moves with it', async () => {
    vi.mocked(api.moveStage).mockResolvedValue({ id: 12, version: 4, stage: { model: 'cvsent', id: 77 } });
    const onMoved = vi.fn();
    render(<StageMoveDialog submission={record('longlist')} to="cvsent" onClose={vi.fn()} onMoved={onMoved} />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Move to CV Sent' })).not.toBeNull();
    expect(screen.queryByLabelText(/^Job Submission/)).toBeNull();
    expect(screen.queryByLabelText(/^Candidate/)).toBeNull();
    expect(screen.getByText('Leo Cao')).not.toBeNull(); // credited to the signed-in user
    fireEvent.change(screen.getByLabelText(/^Client Feedback/), { target: { value: 'Keen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await settle();
    expect(api.moveStage).toHaveBeenCalledWith('jobsubmission', 12, 'cvsent', 3, { cvsentDate: '2026-11-22', feedback: 'Keen', cvsentuser_set: [7] });
    expect(onMoved).toHaveBeenCalledWith({ id: 12, version: 4, stage: { model: 'cvsent', id: 77 } });
  });

  it('shows the server\'s refusal of a field beside it and stays open', async () => {
    vi.mocked(api.moveStage).mockRejectedValue(new ApiError('refused', 'cvsentDate: is required', 400, { errors: { cvsentDate: 'is required' } }));
    const onMoved = vi.fn();
    render(<StageMoveDialog submission={record('longlist')} to="cvsent" onClose={vi.fn()} onMoved={onMoved} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await settle();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('is required');
    expect(onMoved).not.toHaveBeenCalled();
  });

  it('moves to a stage without a model once confirmed, with no data', async () => {
    vi.mocked(api.moveStage).mockResolvedValue({ id: 12, version: 4 });
    const onMoved = vi.fn();
    render(<StageMoveDialog submission={record('apply')} to="longlist" onClose={vi.fn()} onMoved={onMoved} />);
    await settle();
    expect(screen.getByText('Move Ada - Engineer to Longlist?')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await settle();
    expect(api.moveStage).toHaveBeenCalledWith('jobsubmission', 12, 'longlist', 3, {});
    expect(onMoved).toHaveBeenCalled();
  });

  it('shows the server\'s message when the move is refused (a stale version)', async () => {
    vi.mocked(api.moveStage).mockRejectedValue(new ApiError('refused', 'This record was changed by Leo after you opened it.', 409));
    render(<StageMoveDialog submission={record('apply')} to="longlist" onClose={vi.fn()} onMoved={vi.fn()} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('This record was changed by Leo after you opened it.');
  });

  it('refuses a move the pipeline does not allow without asking the server', async () => {
    render(<StageMoveDialog submission={record('longlist')} to="reject" onClose={vi.fn()} onMoved={vi.fn()} />);
    await settle();
    expect(screen.queryByRole('alert')).toBeNull(); // longlist → reject is allowed: a confirmation
    cleanup();
    render(<StageMoveDialog submission={record('cvsent')} to="longlist" onClose={vi.fn()} onMoved={vi.fn()} />);
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('A submission at CV Sent cannot move to Longlist; it can move to: Rejected');
    expect(api.moveStage).not.toHaveBeenCalled();
  });
});
