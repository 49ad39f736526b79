// A model's views (suffixes) as the list screen offers them: grouped as the spec names them
// (System Management / Shared Settings / Personal Settings), Default first, and what the
// signed-in user may do with each. The server decides in the end; this only keeps buttons
// that it would refuse from being offered.
import type { SuffixInfo, ViewGroup } from '../api/types';

export type ViewGroupKey = 'system' | 'shared' | 'personal';
export const VIEW_GROUPS: ViewGroupKey[] = ['system', 'shared', 'personal'];

/** The user-config key remembering the view last chosen for a model's list. */
export const suffixKey = (model: string) => `suffix.${model}`;

export function groupOf(s: SuffixInfo): ViewGroupKey {
  if (s.group > 0) return 'personal';
  if (s.group === -1) return 'shared';
  return 'system'; // -99, -50 and Default
}

/** The views in their three groups, each in the server's order with Default first; groups
 * without a view are left out. */
export function groupViews(suffixes: SuffixInfo[], defaultName = 'Default'): { key: ViewGroupKey; views: SuffixInfo[] }[] {
  // Default is always there, even when the server did not list it.
  const all = suffixes.some((s) => s.code === '') ? suffixes : [{ code: '', value: defaultName, group: -99, deletable: false }, ...suffixes];
  return VIEW_GROUPS.map((key) => ({
    key,
    views: all.filter((s) => groupOf(s) === key).sort((a, b) => Number(b.code === '') - Number(a.code === '')),
  })).filter((g) => g.views.length > 0);
}

export interface Viewer { id?: number; isAdmin: boolean }

/** Whether the user may save the view's columns: admins for Default, system and shared
 * views; a personal view's owner (the server also lets admins). */
export function canSaveView(view: SuffixInfo, user: Viewer): boolean {
  if (user.isAdmin) return true;
  return groupOf(view) === 'personal' && view.code !== '' && (view.suffix_user_id ?? view.group) === user.id;
}

/** Default is never deleted; otherwise the server says per view (deletable). */
export function canDeleteView(view: SuffixInfo): boolean {
  return view.code !== '' && view.deletable;
}

/** The groups a new view may go in: personal for everyone, shared and system for admins. */
export function newViewGroups(isAdmin: boolean): { key: ViewGroupKey; group: ViewGroup }[] {
  const personal = { key: 'personal' as const, group: 0 as const };
  return isAdmin ? [personal, { key: 'shared', group: -1 }, { key: 'system', group: -99 }] : [personal];
}

/** The view asked for: the one in the link (?suffix=), else the user's own default (the view
 * they last chose, kept in their user config; '' when they chose Default), else the one the
 * metadata opens for their user type (roleDefault, from the suffixes' default flag). */
export function requestedSuffix(fromRoute: string | null, saved: unknown, roleDefault = ''): string {
  if (fromRoute !== null) return fromRoute;
  return typeof saved === 'string' ? saved : roleDefault;
}

/** The view the metadata opens the list on for this user (SuffixInfo.default), or Default. */
export function roleDefault(suffixes: SuffixInfo[] | undefined): string {
  return suffixes?.find((s) => s.default)?.code ?? '';
}

/** The gql of the view shown (a shipped My candidates names {{user.id}}), '' for none. */
export function viewFilter(suffixes: SuffixInfo[] | undefined, code: string): string {
  return suffixes?.find((s) => s.code === code)?.filter?.trim() ?? '';
}

/** Whether the user may still pick the view (it may have been deleted, or be someone else's). */
export function knownSuffix(suffixes: SuffixInfo[] | undefined, code: string): boolean {
  return code === '' || !!suffixes?.some((s) => s.code === code);
}
