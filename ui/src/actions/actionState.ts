// What the screens draw from metadata actions. The server evaluates every condition
// (GET /rest/{model}/{id}/actions); these helpers only read its answer and the metadata.
import type { ActionState, MetaAction, MetaLabel } from '../api/types';

/** The built-in record actions the detail page implements itself. */
export const BUILTIN_RECORD_ACTIONS = ['edit', 'delete', 'recover'] as const;

/** A metadata label in the UI language, falling back zh_TW → zh_CN → en. */
export function labelIn(label: MetaLabel | undefined, lang: string): string {
  if (!label) return '';
  if (lang === 'zh_TW') return label.zh_TW || label.zh_CN || label.en || '';
  if (lang === 'zh_CN') return label.zh_CN || label.en || '';
  return label.en || label.zh_CN || '';
}

/**
 * How a built-in record action is drawn: the server's answer when the metadata lists it
 * (hidden, or disabled with a reason), otherwise as the screens always drew it ('today').
 */
export function builtinState(name: string, states: ActionState[] | undefined): 'today' | 'hidden' | { disabled: string } | 'enabled' {
  const s = states?.find((a) => a.name === name && !a.type);
  if (!s) return 'today';
  if (!s.shown) return 'hidden';
  return s.enabled ? 'enabled' : { disabled: s.reason ?? '' };
}

/** The custom record actions to draw, in metadata order: shown ones, enabled or not. */
export function customRecordActions(states: ActionState[] | undefined): ActionState[] {
  return (states ?? []).filter((a) => a.type === 'update' && a.shown);
}

/** The custom mass actions the user's action access allows (custom ones need edit by default). */
export function customMassActions(actions: MetaAction[] | undefined, allowed: string[]): MetaAction[] {
  return (actions ?? []).filter((a) => a.type === 'update' && allowed.includes(a.access || 'edit'));
}
