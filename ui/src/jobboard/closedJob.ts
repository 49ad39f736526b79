// When a job is done with: the joborder_status codes after which no one should still be
// advertising it (the same as the submission's link rule, status__ns=closed,filled,cancelled).
export const DONE_STATUSES = ['closed', 'filled', 'cancelled'];

/** The model of the publication records and their open status (contract: model publication). */
export const PUBLICATION_MODEL = 'publication';
export const PUBLISHED = 'published';

/** A dropdown's code whether the record carries it bare or as an option object. */
export function optionCode(v: unknown): string {
  if (v && typeof v === 'object' && 'code' in v) return String((v as { code: unknown }).code);
  return v === undefined || v === null ? '' : String(v);
}

export function isDone(status: unknown): boolean {
  return DONE_STATUSES.includes(optionCode(status));
}

/** The filter of a job's open publications; link is the publication's field naming the job. */
export function openPublicationsGql(link: string, job: number): string {
  return `${link}=${job}&status=${PUBLISHED}`;
}
