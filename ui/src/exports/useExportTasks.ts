import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../api/endpoints';
import type { AsyncTask } from '../api/types';

/** How often the list is read again while an export is queued or running. */
export const POLL_MS = 3000;

/** The user's background exports, newest first. */
export function exportTasks(tasks: AsyncTask[]): AsyncTask[] {
  return tasks.filter((t) => t.kind === 'export').sort((a, b) => b.id - a.id);
}

/** True while some task is still to finish, so the list is worth reading again. */
export function anyActive(tasks: AsyncTask[]): boolean {
  return tasks.some((t) => t.status === 'queued' || t.status === 'running');
}

/** Reads My exports and, while any is queued or running, reads it again every 3 s. `stopped`
 * (the panel closing) ends the polling; unmounting does too. A failed poll keeps the list shown
 * and tries again at the next tick; a failed first load shows the error with a retry. */
export function useExportTasks(stopped: boolean) {
  const [tasks, setTasks] = useState<AsyncTask[]>();
  const [error, setError] = useState<unknown>();
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  // Counts finished reads, so each one (answered or not) schedules the next while polling.
  const [reads, setReads] = useState(0);
  const alive = useRef(true);
  useEffect(() => () => { alive.current = false; }, []);

  const load = useCallback(async () => {
    try {
      const list = exportTasks(await api.tasks());
      if (!alive.current) return;
      setTasks(list);
      setError(undefined);
    } catch (e) {
      if (alive.current) setError(e);
    } finally {
      if (alive.current) { setLoading(false); setReads((n) => n + 1); }
    }
  }, []);

  // The first read, and each retry.
  useEffect(() => {
    setLoading(true);
    void load();
  }, [load, attempt]);

  const active = !!tasks && anyActive(tasks);
  useEffect(() => {
    if (stopped || !active) return;
    const timer = setTimeout(() => { void load(); }, POLL_MS);
    return () => clearTimeout(timer);
  }, [stopped, active, reads, load]);

  return { tasks, error, loading, active, retry: () => setAttempt((n) => n + 1) };
}
