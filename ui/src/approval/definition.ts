// A workflow definition as the add-approval modal edits it (spec 000 §3 "Workflow definition",
// "Approval item"; §5 "Approval form"). The record's rawjson is JSON text; the modal works on
// the parsed draft and writes rawjson back as text, as the server stores it.
import type { DataRecord } from '../api/types';
import { defaultLevelName } from './numerals';

export const APPROVAL_TYPES = [
  'anyone', 'line_manager', 'special', 'approval_group_accept_first', 'root_admin', 'pr_manager', 'team_leader',
] as const;
export type ApprovalType = (typeof APPROVAL_TYPES)[number];

/** Who a level's approvalUser lists: users, teams, or nobody (the engine finds the approvers:
 * the applicant's line manager, the root admin, the PR manager, the team leader). The spec is
 * silent on which types take a list; anyone (any one of the listed users) and special (each
 * listed user) name users, approval_group_accept_first names teams whose first member to act
 * decides. */
export function approverKind(type: string): 'user' | 'team' | undefined {
  if (type === 'anyone' || type === 'special') return 'user';
  if (type === 'approval_group_accept_first') return 'team';
  return undefined;
}

export interface ApprovalItem {
  approvalId: number;
  approvalName: string;
  approvalType: ApprovalType | '';
  approvalUser: number[];
  approvalConditionName: string;
  approvalConditionValue: string;
}

export interface RawJson {
  approvalflowType: string;
  approvalflowNoticeAfterPass: '0' | '1';
  notifyUsersAfterPass: number[];
  approvals: ApprovalItem[];
}

export interface DefinitionDraft {
  id?: number;
  version?: number;
  name: string;
  model: string;
  active: boolean;
  raw: RawJson;
}

export function newLevel(index: number, lang: string): ApprovalItem {
  return {
    approvalId: index + 1, approvalName: defaultLevelName(index + 1, lang), approvalType: '', approvalUser: [],
    approvalConditionName: '', approvalConditionValue: '',
  };
}

export function newDraft(lang: string, model = ''): DefinitionDraft {
  return {
    name: '', model, active: true,
    raw: { approvalflowType: 'system', approvalflowNoticeAfterPass: '0', notifyUsersAfterPass: [], approvals: [newLevel(0, lang)] },
  };
}

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map((x) => Number(x && typeof x === 'object' ? (x as { id?: unknown }).id : x)).filter((n) => Number.isInteger(n) && n > 0) : []);
const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** The rawjson text (or an already parsed object) as a draft's raw part; missing parts get
 * their defaults, and a definition always keeps its first level. */
export function parseRawJson(text: unknown, lang: string): RawJson {
  let obj: Record<string, unknown> = {};
  if (typeof text === 'string' && text.trim()) {
    try { obj = JSON.parse(text) as Record<string, unknown>; } catch { obj = {}; }
  } else if (text && typeof text === 'object') obj = text as Record<string, unknown>;
  const approvals = (Array.isArray(obj.approvals) ? obj.approvals : []).map((a: Record<string, unknown>, i: number): ApprovalItem => ({
    approvalId: Number(a.approvalId) || i + 1,
    approvalName: str(a.approvalName) || defaultLevelName(i + 1, lang),
    approvalType: (APPROVAL_TYPES as readonly string[]).includes(str(a.approvalType)) ? (a.approvalType as ApprovalType) : '',
    approvalUser: ids(a.approvalUser),
    approvalConditionName: str(a.approvalConditionName),
    approvalConditionValue: str(a.approvalConditionValue),
  }));
  return {
    approvalflowType: str(obj.approvalflowType) || 'system',
    approvalflowNoticeAfterPass: str(obj.approvalflowNoticeAfterPass) === '1' ? '1' : '0',
    notifyUsersAfterPass: ids(obj.notifyUsersAfterPass),
    approvals: approvals.length ? approvals : [newLevel(0, lang)],
  };
}

export function draftOf(record: DataRecord, lang: string): DefinitionDraft {
  const model = record.model && typeof record.model === 'object' ? str((record.model as { name?: unknown }).name) : str(record.model);
  return {
    id: record.id, version: typeof record.version === 'number' ? record.version : undefined,
    name: str(record.name), model, active: record.active === true || record.active === 1 || record.active === '1',
    raw: parseRawJson(record.rawjson, lang),
  };
}

/** Levels are added at the end only (spec 000 §5), named by their number. */
export function addLevel(raw: RawJson, lang: string): RawJson {
  return { ...raw, approvals: [...raw.approvals, newLevel(raw.approvals.length, lang)] };
}

/** The last level goes; the first level is never removed (spec 000 §5). */
export function removeLastLevel(raw: RawJson): RawJson {
  if (raw.approvals.length <= 1) return raw;
  return { ...raw, approvals: raw.approvals.slice(0, -1) };
}

export function setLevel(raw: RawJson, index: number, patch: Partial<ApprovalItem>): RawJson {
  return {
    ...raw,
    approvals: raw.approvals.map((a, i) => {
      if (i !== index) return a;
      const next = { ...a, ...patch };
      // Users and teams are different ids: a list chosen for one kind means nothing to another.
      if (patch.approvalType !== undefined && patch.approvalUser === undefined && approverKind(patch.approvalType) !== approverKind(a.approvalType)) next.approvalUser = [];
      return next;
    }),
  };
}

/** Error keys → i18n keys under approval.errors. Keys name the field as the server does
 * (name, model, rawjson.notifyUsersAfterPass, rawjson.approvals.1.approvalUser). */
export type DraftErrors = Record<string, string>;

/** Every required field (spec 000 §5), checked before saving. */
export function validateDraft(d: DefinitionDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!d.name.trim()) errors.name = 'required';
  if (!d.model) errors.model = 'required';
  if (!d.raw.approvalflowType) errors['rawjson.approvalflowType'] = 'required';
  if (d.raw.approvalflowNoticeAfterPass === '1' && d.raw.notifyUsersAfterPass.length === 0) errors['rawjson.notifyUsersAfterPass'] = 'notifyRequired';
  d.raw.approvals.forEach((a, i) => {
    const at = `rawjson.approvals.${i}`;
    if (!a.approvalName.trim()) errors[`${at}.approvalName`] = 'required';
    if (!a.approvalType) errors[`${at}.approvalType`] = 'required';
    const kind = approverKind(a.approvalType);
    if (kind && a.approvalUser.length === 0) errors[`${at}.approvalUser`] = kind === 'team' ? 'teamRequired' : 'userRequired';
    // A condition is a pair: a name without a value (or the reverse) could never match.
    if (a.approvalConditionName.trim() && !a.approvalConditionValue.trim()) errors[`${at}.approvalConditionValue`] = 'required';
    if (!a.approvalConditionName.trim() && a.approvalConditionValue.trim()) errors[`${at}.approvalConditionName`] = 'required';
  });
  return errors;
}

/** What POST /rest/workflowdefinition/add receives: rawjson as JSON text. Levels are
 * renumbered in order so approvalId is the level's number. */
export function toSave(d: DefinitionDraft): Record<string, unknown> {
  const raw: RawJson = {
    ...d.raw,
    notifyUsersAfterPass: d.raw.approvalflowNoticeAfterPass === '1' ? d.raw.notifyUsersAfterPass : [],
    approvals: d.raw.approvals.map((a, i) => ({ ...a, approvalId: i + 1, approvalName: a.approvalName.trim(), approvalUser: approverKind(a.approvalType) ? a.approvalUser : [] })),
  };
  const out: Record<string, unknown> = { name: d.name.trim(), model: d.model, active: d.active, rawjson: JSON.stringify(raw) };
  if (d.id) out.id = d.id;
  if (d.version !== undefined) out.version = d.version;
  return out;
}

/** A server refusal's errors [{field, message}] by where the modal shows them: under the
 * input the field names (rawjson.approvals.1.approvalUser), at the top of a level for another
 * part of that level (rawjson.approvals.1.approvalId), at the top of the modal ('') otherwise. */
export function serverErrors(errors: unknown, d: DefinitionDraft): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of Array.isArray(errors) ? errors : []) {
    const field = str((e as { field?: unknown }).field);
    const message = str((e as { message?: unknown }).message) || str((e as { rule?: unknown }).rule);
    const at = placeOf(field, d.raw.approvals.length);
    out[at] = out[at] ? `${out[at]}; ${message}` : message;
  }
  return out;
}

const TOP_FIELDS = ['name', 'model', 'active', 'rawjson.approvalflowType', 'rawjson.approvalflowNoticeAfterPass', 'rawjson.notifyUsersAfterPass'];
const LEVEL_FIELDS = ['approvalName', 'approvalType', 'approvalUser', 'approvalConditionName', 'approvalConditionValue'];

export function placeOf(field: string, levels: number): string {
  if (TOP_FIELDS.includes(field)) return field;
  const m = /^rawjson\.approvals\.(\d+)(?:\.([A-Za-z_]+))?/.exec(field);
  if (!m || Number(m[1]) >= levels) return '';
  return m[2] && LEVEL_FIELDS.includes(m[2]) ? `rawjson.approvals.${m[1]}.${m[2]}` : `rawjson.approvals.${m[1]}`;
}
