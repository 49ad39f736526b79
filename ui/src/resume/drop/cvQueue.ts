// The review queue of dropped CVs: each file is stored, read and checked against existing
// candidates, then reviewed one after the other in the add form ("2 of 5"). Files the server
// refuses stay listed, with its message, next to the drop zone.
import { create } from 'zustand';
import { api } from '../../api/endpoints';
import { ApiError } from '../../api/errors';
import type { FileInfo, ModelMeta } from '../../api/types';
import { usePageFloat } from '../../stores/pageFloat';
import { nameLinks, parseStored, type Match, type ParsedCv } from './cvApi';
import { isCvName } from './cvDrop';

/** The page float the review form is drawn in. */
export const REVIEW_FLOAT = 'cvreview';

/** typed: what the add form held when the CV was dropped on it, kept over the CV's values. */
export interface CvItem { name: string; file: FileInfo; parsed: ParsedCv; match?: Match; typed?: Record<string, unknown> }
/** A file not read: the server's message, or key (a catalogue key) for our own refusals. */
export interface CvRefusal { name: string; message?: string; key?: string }

interface CvQueueState {
  meta?: ModelMeta;
  items: CvItem[];
  /** The item under review. */
  index: number;
  refused: CvRefusal[];
  /** Files being read: how many are done of how many. */
  reading?: { done: number; total: number };
  /** Ids of the candidates saved or attached to from this queue. */
  saved: number[];
  /** typed: the add form's values when the files were dropped on it; that form gives way
   * to the review, which keeps them, so it closes without asking. */
  read(meta: ModelMeta, files: File[], typed?: Record<string, unknown>): Promise<void>;
  /** Done with the current item (saved, attached or skipped): on to the next, or the end. */
  next(savedId?: number): void;
  dismissRefusals(): void;
}

function messageOf(e: unknown): string {
  return e instanceof ApiError || e instanceof Error ? e.message : String(e);
}

export const useCvQueue = create<CvQueueState>((set, get) => ({
  items: [],
  index: 0,
  refused: [],
  saved: [],
  async read(meta, files, typed) {
    if (get().reading) return;
    const refused: CvRefusal[] = [];
    const items: CvItem[] = [];
    const cvs = files.filter((f) => {
      if (!isCvName(f.name)) refused.push({ name: f.name, key: 'resumeDrop.notCv' });
      return isCvName(f.name);
    });
    set({ reading: { done: 0, total: cvs.length }, refused });
    let done = 0;
    for (const f of cvs) {
      try {
        const file = await api.uploadFile(f);
        const parsed = await parseStored(file);
        parsed.data = await nameLinks(meta, parsed.data);
        items.push({ name: f.name, file, parsed, match: parsed.matches[0], typed });
      } catch (e) {
        refused.push({ name: f.name, message: messageOf(e) });
      }
      set({ reading: { done: ++done, total: cvs.length }, refused: [...refused] });
    }
    set({ reading: undefined, meta, items, index: 0, saved: [] });
    if (items.length === 0) return;
    if (typed) usePageFloat.getState().close(true);
    usePageFloat.getState().open(`${REVIEW_FLOAT}:${meta.name}`);
  },
  next(savedId) {
    const s = get();
    set({ index: s.index + 1, saved: savedId ? [...s.saved, savedId] : s.saved });
  },
  dismissRefusals() {
    set({ refused: [] });
  },
}));
