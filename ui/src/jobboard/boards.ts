// The boards that are on and whether the reader is bound to each (GET /rest/jobboard/boards),
// shared by every screen that asks: one call however many header entries and buttons draw.
import { useEffect } from 'react';
import { create } from 'zustand';
import { fetchBoards, type Board } from './api';

interface BoardsState {
  boards: Board[] | undefined;
  error: boolean;
  loading: Promise<Board[]> | undefined;
  /** Loads once; later calls share the first answer until reload. */
  load(): Promise<Board[]>;
  /** Asks the server again (after binding, unbinding or a revoke). */
  reload(): Promise<Board[]>;
}

export const useBoardsStore = create<BoardsState>((set, get) => ({
  boards: undefined,
  error: false,
  loading: undefined,
  load() {
    const { boards, loading } = get();
    if (loading) return loading;
    if (boards) return Promise.resolve(boards);
    return get().reload();
  },
  reload() {
    const loading = fetchBoards().then(
      (boards) => { set({ boards, error: false, loading: undefined }); return boards; },
      // A failed call is no board (spec 002 §8: failures give empty answers, never an error page).
      () => { set({ boards: [], error: true, loading: undefined }); return []; },
    );
    set({ loading });
    return loading;
  },
}));

/** The boards on for the reader (undefined until the first answer), loading them on first use. */
export function useBoards(): { boards: Board[] | undefined; reload(): Promise<Board[]>; board(site: string): Board | undefined } {
  const boards = useBoardsStore((s) => s.boards);
  const reload = useBoardsStore((s) => s.reload);
  useEffect(() => { void useBoardsStore.getState().load(); }, []);
  return { boards, reload, board: (site) => boards?.find((b) => b.site === site) };
}
