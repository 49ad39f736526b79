// A filter the server could not read, said as a person would understand it: which word, and
// what to do instead, next to the box it was typed in. The server's refusal names the parts
// (body.gql: key, field, op, value, pos, near; see engine/rest/filter_refusal.go); its
// message, written for API clients, lists every field name and is not shown here.
import type { TFunction } from 'i18next';
import { ApiError } from '../api/errors';
import type { FieldMeta } from '../api/types';

export interface FilterProblem {
  /** The box the problem was typed in: the search box (keyword) or the gql box. */
  box: 'keyword' | 'gql';
  /** The message, in the user's language. */
  text: string;
  /** A word typed into the gql box that reads as text to search for (Java): offered as a search. */
  searchFor?: string;
}

interface Parts { key: string; field?: string; op?: string; value?: string; pos?: number; near?: string; max?: number }

/** The parts of a refused filter, or undefined when the error is something else. */
export function filterParts(error: unknown): Parts | undefined {
  if (!(error instanceof ApiError) || error.kind !== 'refused') return undefined;
  const g = error.body.gql;
  if (!g || typeof g !== 'object' || typeof (g as Parts).key !== 'string') return undefined;
  return g as Parts;
}

/** The message of a refused filter: a known problem in the user's words, else the server's
 * message with its list of valid names cut off. */
export function filterProblem(error: unknown, t: TFunction, fields: FieldMeta[] = []): FilterProblem | undefined {
  const p = filterParts(error);
  if (!p) return undefined;
  const label = (name?: string) => {
    if (!name) return '';
    const first = name.split('__')[0];
    return fields.find((f) => f.name === first)?.label_value ?? name;
  };
  const args = { ...p, field: label(p.field), word: p.field ?? '' };
  const key = p.key.replace(/^gql\./, '');
  if (key.startsWith('keyword_')) {
    const known = ['keyword_quote', 'keyword_paren', 'keyword_operator', 'keyword_empty', 'keyword_too_long'];
    return { box: 'keyword', text: known.includes(key) ? t(`listSearch.problem.${key}`, args) : withoutChoices((error as ApiError).message) };
  }
  switch (key) {
    case 'unknown_field':
      return { box: 'gql', text: t('listSearch.problem.unknown_field', args), searchFor: p.field };
    case 'unknown_operator':
    case 'unknown_option':
    case 'syntax':
    case 'hidden_field':
      return { box: 'gql', text: t(`listSearch.problem.${key}`, args) };
    case 'bad_value':
      return { box: 'gql', text: t(p.value ? 'listSearch.problem.bad_value' : 'listSearch.problem.bad_value_any', args) };
    default:
      return { box: 'gql', text: withoutChoices((error as ApiError).message) };
  }
}

/** The server's message without the valid names it lists for API clients: "(valid: ...)",
 * "（可选：...）", "（可選：...）". */
export function withoutChoices(message: string): string {
  return message.replace(/\s*[(（](valid|可选|可選)[:：][^)）]*[)）]\s*$/u, '').trim();
}
