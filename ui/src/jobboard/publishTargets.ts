// The job order's Publish dropdown: each board module registers what it publishes to (from its
// module.ts, as the app starts); the dropdown shows the targets whose plugin is on.
import type { ComponentType } from 'react';
import type { DataRecord } from '../api/types';

/** What a publish target's dialog is drawn with: the job, and how to close the dialog. */
export interface PublishDialogProps { job: DataRecord; onClose(): void }

export interface PublishTarget {
  /** The plugin (server module name) the target belongs to: shown only while it is on. */
  plugin: string;
  /** Unique among the targets. */
  key: string;
  /** The entry's text, an i18n key ("Publish job to provider"). */
  labelKey: string;
  /** Place in the menu, smallest first (liepin 10, hunterboard 20). */
  order: number;
  /** Run when the entry is chosen; either this or Dialog. */
  open?(job: DataRecord): void;
  /** Drawn by the Publish button while chosen (the publish modal), closed with onClose. */
  Dialog?: ComponentType<PublishDialogProps>;
}

const targets = new Map<string, PublishTarget>();

/** Adds (or, with the same key, replaces) a target. */
export function registerPublishTarget(target: PublishTarget) {
  targets.set(target.key, target);
}

/** Removes a target (tests). */
export function unregisterPublishTarget(key: string) {
  targets.delete(key);
}

/** The targets whose plugin is among `on` (the server's modules), in order; all of them when
 * the server names none (an older server). */
export function publishTargets(on: readonly string[] | undefined): PublishTarget[] {
  return [...targets.values()]
    .filter((t) => !on || on.includes(t.plugin))
    .sort((a, b) => a.order - b.order || a.key.localeCompare(b.key));
}
