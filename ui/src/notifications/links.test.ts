import { describe, expect, it } from 'vitest';
import { noticeLink, type NoticeLike } from './links';

describe('noticeLink', () => {
  const cases: [string, NoticeLike, string | undefined][] = [
    ['its record', { model_name: 'joborder', detail_id: 12 }, '#joborder/detail?id=12'],
    ['the record wins over links', { model_name: 'invoice', detail_id: 3, candidate: 9 }, '#invoice/detail?id=3'],
    ['a linked candidate', { candidate: 9 }, '#candidate/detail?id=9'],
    ['a linked record given as an object', { client: { id: 4, __name__: 'Acme' } }, '#client/detail?id=4'],
    ['a submission before its client', { jobsubmission: 5, client: 4 }, '#jobsubmission/detail?id=5'],
    // approval_sent / approval_status_changed: the flow's page, before the job it links to.
    ['an approval flow', { model_name: 'approvalflow', detail_id: 7, joborder: 12 }, '#approvalflow/detail?id=7'],
    ['nothing to open', { model_name: '', detail_id: 0 }, undefined],
    ['a model name that is not one', { model_name: 'x/../y', detail_id: 2 }, undefined],
    ['an id that is not one', { model_name: 'candidate', detail_id: 'abc' }, undefined],
  ];
  it.each(cases)('%s', (_, n, want) => { expect(noticeLink(n)).toBe(want); });
});
