import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/endpoints';
import { NO_COUNTS, countsApi, useMessageCounts } from './counts';
import { handlePush, openNotice } from './livePush';
import { usePopups } from './popups';

describe('handlePush', () => {
  beforeEach(() => { localStorage.clear(); useMessageCounts.setState({ counts: { ...NO_COUNTS } }); usePopups.setState({ popups: [] }); });

  it('takes the unread count of every event', () => {
    handlePush({ msg: 4, publish: null }, false);
    expect(useMessageCounts.getState().counts.msg).toBe(4);
  });

  it('shows a new notification once, in any tab', () => {
    const ev = { msg: 1, publish: { event: 'notification', data: { id: 7, type: 'mention', content: 'Look', model_name: 'candidate', detail_id: 2 } } };
    handlePush(ev, false);
    handlePush(ev, true);
    expect(usePopups.getState().popups.map((p) => p.id)).toEqual([7]);
  });

  it('shows nothing for a notification read elsewhere, only the lower count', () => {
    handlePush({ msg: 0, publish: { event: 'notification_read', data: { ids: [7] } } }, false);
    expect(usePopups.getState().popups).toEqual([]);
    expect(useMessageCounts.getState().counts.msg).toBe(0);
  });
});

describe('openNotice', () => {
  beforeEach(() => { localStorage.clear(); useMessageCounts.setState({ counts: { ...NO_COUNTS, msg: 2 } }); });
  afterEach(() => vi.restoreAllMocks());

  // The read event of the live push can arrive before the mark-read answer: the count it
  // carries is already one lower, and must not be lowered again.
  it('takes the server count after marking read, whatever the push did meanwhile', async () => {
    vi.spyOn(api, 'markNoticesRead').mockImplementation(async () => {
      handlePush({ msg: 1, publish: { event: 'notification_read', data: { ids: [7] } } }, false);
      return [7];
    });
    vi.spyOn(countsApi, 'messageCounts').mockResolvedValue({ msg: 1, email: 0, calendar: 0, todo: 0 });
    await openNotice({ id: 7, type: 'mention', content: 'Look', model_name: 'candidate', detail_id: 2 });
    expect(useMessageCounts.getState().counts.msg).toBe(1);
  });
});
