// The job the publish modal is open on: jobboard's Publish dropdown sets it through the target
// this module registers (module.ts); PublishHost draws the modal while it is set.
import { create } from 'zustand';

/** The job the Publish dropdown was opened on. */
export interface JobRef { id: number | string; jobTitle?: unknown; __name__?: unknown }

export const usePublishing = create<{ job: JobRef | null; open(job: JobRef): void; close(): void }>((set) => ({
  job: null,
  open: (job) => set({ job }),
  close: () => set({ job: null }),
}));
