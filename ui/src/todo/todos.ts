// The to-do reads and writes the calendar and list panels make: the generic list call with a
// gql filter (spec README: conditions with & and |, {{user.id}} the signed-in user), and the
// generic save. "Mine" is a to-do I am assigned to or created.
import { api } from '../api/endpoints';
import type { CurrentUser, DataRecord } from '../api/types';

export const TODO_MODEL = 'todo';
const MINE = '(assignees={{user.id}}|addedBy={{user.id}})';
/** A month view shows at most 42 days; more to-dos than this in one view are a list's job. */
const RANGE_LIMIT = 200; // the server's largest page

/** A datetime as the server stores it (ISO-8601 UTC, seconds), URL-encoded for a gql value. */
function gqlTime(d: Date): string {
  return encodeURIComponent(d.toISOString().replace(/\.\d{3}Z$/, 'Z'));
}

/** The gql of my to-dos overlapping [start, end): starting inside it, or begun before and
 * still running at its start. */
export function rangeGql(start: Date, end: Date): string {
  const s = gqlTime(start);
  return `start_date__lt=${gqlTime(end)}&(start_date__gte=${s}|end_date__gte=${s})&${MINE}`;
}

export type TodoFilter = 'open' | 'done' | 'all';

export function listGql(filter: TodoFilter): string {
  return filter === 'all' ? MINE : `status=${filter}&${MINE}`;
}

export async function todosInRange(start: Date, end: Date): Promise<DataRecord[]> {
  const page = await api.list(TODO_MODEL, { gql: rangeGql(start, end), page: 1, paginate_by: RANGE_LIMIT, ordering: 'start_date' });
  return page.list;
}

export async function todoPage(filter: TodoFilter, page: number, size = 25) {
  return api.list(TODO_MODEL, { gql: listGql(filter), page, paginate_by: size, ordering: filter === 'done' ? '-start_date' : 'start_date', demandKeys: ['candidate', 'client', 'joborder'] });
}

/** Ticks a to-do done (or open again), with the version read, so a change made meanwhile is not overwritten. */
export async function setTodoStatus(todo: DataRecord, done: boolean): Promise<DataRecord> {
  const saved = await api.save(TODO_MODEL, { id: todo.id, version: todo.version, status: done ? 'done' : 'open' });
  return { ...todo, status: done ? 'done' : 'open', version: saved.version };
}

/** What a new to-do's form starts with: assigned to me, shown by name in the picker (the
 * server would assign the creator anyway, but the form should say so). */
export function newTodoValues(user: CurrentUser | undefined, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...(user ? { assignees: [{ id: user.id, __name__: user.__name__ }] } : {}), ...extra };
}
