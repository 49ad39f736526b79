import { describe, expect, it } from 'vitest';
import { smsFeedCell } from './smsFeed';

describe('smsFeedCell', () => {
  it.each([
    [{ content: 'Interview tomorrow at 10 am', status: 'sent', mobile: '13800138000' }, { category: 'Interview tomor ...', status: 'sent', body: 'Interview tomorrow at 10 am', to: '13800138000' }],
    [{ content: 'Hi', status: 'failed', channel: 'wechat', openid: 'oX1', error: 'gateway down' }, { category: 'Hi', status: 'failed', body: 'Hi', to: 'oX1', error: 'gateway down' }],
    [undefined, { category: '', status: '', body: '', to: '' }],
  ])('%j', (target, want) => expect(smsFeedCell(target)).toEqual(want));
});
