import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AsyncTask } from '../api/types';
import '../i18n';
import ExportsPanel from './ExportsPanel';
import { anyActive, exportTasks, POLL_MS } from './useExportTasks';

vi.mock('../api/endpoints', () => ({ api: { tasks: vi.fn(), downloadTask: vi.fn() } }));
vi.mock('../api/saveBlob', () => ({ saveBlob: vi.fn() }));
const { api } = await import('../api/endpoints');
const { saveBlob } = await import('../api/saveBlob');
const tasks = vi.mocked(api.tasks);

const task = (id: number, status: AsyncTask['status'], extra: Partial<AsyncTask> = {}): AsyncTask => ({
  id, kind: 'export', status, dateAdded: '2026-03-01T08:00:00Z', ...extra,
});
const DONE = task(7, 'done', { result: { file: 'x.xlsx', filename: 'Candidates-20260301-0800.xlsx', rows: 3000 }, finishedAt: '2026-03-01T08:01:00Z' });

// Lets the mocked calls answer and React draw what they answered.
const settle = () => act(async () => { await vi.advanceTimersByTimeAsync(0); });
const tick = () => act(async () => { await vi.advanceTimersByTimeAsync(POLL_MS); });

beforeEach(() => {
  vi.useFakeTimers();
  tasks.mockReset();
  vi.mocked(api.downloadTask).mockReset();
  vi.mocked(saveBlob).mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('exportTasks', () => {
  it('keeps exports only, newest first', () => {
    const list = exportTasks([task(1, 'done'), { ...task(5, 'done'), kind: 'mail' }, task(3, 'queued')]);
    expect(list.map((t) => t.id)).toEqual([3, 1]);
  });
  it('is active while one is queued or running', () => {
    expect(anyActive([task(1, 'done'), task(2, 'failed')])).toBe(false);
    expect(anyActive([task(1, 'done'), task(2, 'running')])).toBe(true);
    expect(anyActive([task(1, 'queued')])).toBe(true);
  });
});

describe('My exports', () => {
  it('lists each export with its file, rows, state and dates; only finished ones download', async () => {
    tasks.mockResolvedValue([
      DONE,
      task(9, 'failed', { error: 'An export holds at most 100000 rows', finishedAt: '2026-03-01T09:00:00Z' }),
      { ...task(10, 'done'), kind: 'mail' },
    ]);
    render(<ExportsPanel closing={false} />);
    await settle();
    const rows = within(screen.getByRole('list', { name: 'My exports' })).getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['Export #9', 'Candidates-20260301-0800.xlsx']);
    const done = rows[1];
    expect(done.textContent).toContain('Done');
    expect(done.textContent).toContain('3,000 rows');
    expect(done.textContent).toMatch(/Added 03\/01\/2026/);
    expect(done.textContent).toMatch(/Finished 03\/01\/2026/);
    expect(within(done).getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(rows[0].textContent).toContain('Failed');
    expect(rows[0].textContent).toContain('An export holds at most 100000 rows');
    expect(within(rows[0]).queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it('downloads a finished export through the API and saves it under its name', async () => {
    tasks.mockResolvedValue([DONE]);
    const blob = new Blob(['xlsx']);
    vi.mocked(api.downloadTask).mockResolvedValue({ kind: 'file', blob, filename: 'Candidates-20260301-0800.xlsx' });
    render(<ExportsPanel closing={false} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await settle();
    expect(api.downloadTask).toHaveBeenCalledWith(7);
    expect(saveBlob).toHaveBeenCalledWith(blob, 'Candidates-20260301-0800.xlsx');
  });

  it('reads the list again every 3 s while an export runs, and stops once all are done', async () => {
    tasks.mockResolvedValueOnce([task(7, 'queued')]).mockResolvedValueOnce([task(7, 'running')]).mockResolvedValue([DONE]);
    render(<ExportsPanel closing={false} />);
    await settle();
    expect(screen.getByText('Queued')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
    await act(async () => { await vi.advanceTimersByTimeAsync(POLL_MS - 100); });
    expect(tasks).toHaveBeenCalledTimes(1);
    await act(async () => { await vi.advanceTimersByTimeAsync(100); });
    expect(tasks).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Running')).toBeTruthy();
    await tick();
    expect(tasks).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    await tick();
    await tick();
    expect(tasks).toHaveBeenCalledTimes(3);
  });

  it('keeps polling after a failed read, showing what it had', async () => {
    tasks.mockResolvedValueOnce([task(7, 'running')]).mockRejectedValueOnce(new Error('offline')).mockResolvedValue([DONE]);
    render(<ExportsPanel closing={false} />);
    await settle();
    await tick();
    expect(tasks).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Running')).toBeTruthy();
    await tick();
    expect(tasks).toHaveBeenCalledTimes(3);
    expect(screen.getByText('Done')).toBeTruthy();
  });

  it('stops polling when the panel closes', async () => {
    tasks.mockResolvedValue([task(7, 'running')]);
    const { rerender } = render(<ExportsPanel closing={false} />);
    await settle();
    await tick();
    expect(tasks).toHaveBeenCalledTimes(2);
    rerender(<ExportsPanel closing />);
    await tick();
    await tick();
    expect(tasks).toHaveBeenCalledTimes(2);
  });

  it('shows the empty state when the user has no exports', async () => {
    tasks.mockResolvedValue([{ ...task(1, 'done'), kind: 'mail' }]);
    render(<ExportsPanel closing={false} />);
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
    await settle();
    expect(screen.getByText(/No exports yet/)).toBeTruthy();
    await tick();
    expect(tasks).toHaveBeenCalledTimes(1);
  });

  it('shows a failed first load with a retry that reads again', async () => {
    const { ApiError } = await import('../api/errors');
    tasks.mockRejectedValueOnce(new ApiError('network', 'network')).mockResolvedValue([DONE]);
    render(<ExportsPanel closing={false} />);
    await settle();
    expect(screen.getByRole('alert').textContent).toMatch(/Cannot reach the server/);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
  });
});
