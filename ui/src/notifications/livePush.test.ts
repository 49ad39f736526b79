import { beforeEach, describe, expect, it } from 'vitest';
import { NO_COUNTS, useMessageCounts } from './counts';
import { handlePush } from './livePush';
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
