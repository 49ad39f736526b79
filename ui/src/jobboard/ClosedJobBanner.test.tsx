import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DetailTab, ModelMeta } from '../api/types';
import { i18n } from '../i18n';
import type { RecordPartProps } from '../modules/registry';
import ClosedJobBanner from './ClosedJobBanner';
import { fakeServer } from './fakeServer';

const settle = () => act(async () => { for (let i = 0; i < 8; i++) await Promise.resolve(); });
const TAB: DetailTab = { name: 'publication_set', label_value: 'Publications', type: 'related', param: 'joborder', data_model_name: 'publication' };
const props = (status: unknown, tabs: DetailTab[] = [TAB], onChanged = vi.fn()): RecordPartProps => ({
  model: 'joborder', meta: { name: 'joborder', fields: [] } as unknown as ModelMeta, record: { id: 9, status, version: 3 }, onChanged, tabs, selectTab: vi.fn(),
});
const count = (n: number) => ({ body: { status: true, count: n, current: 1, pages: 1, list: [] } });

let server: ReturnType<typeof fakeServer>;
beforeEach(() => { void i18n.changeLanguage('en'); document.cookie = 'hl_csrf=token-1'; server = fakeServer(); });
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

describe('the closed-job banner', () => {
  it('counts the open publications of a closed job and closes them', async () => {
    server.answer('/rest/publication/list', count(2));
    server.answer('/rest/jobboard/close_publications', { body: { status: true, data: 2 } });
    const onChanged = vi.fn();
    render(<ClosedJobBanner {...props('closed', [TAB], onChanged)} />);
    await settle();
    const url = new URL(server.calls[0].url, 'http://x');
    expect(url.searchParams.get('gql')).toBe('joborder=9&status=published');
    expect(screen.getByRole('status').textContent).toContain('This job is closed, but 2 publications are still open');
    fireEvent.click(screen.getByRole('button', { name: 'Close them' }));
    await settle();
    expect(server.calls[1]).toEqual({ url: '/rest/jobboard/close_publications', method: 'POST', data: { joborder: 9 } });
    expect(onChanged).toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each([
    ['a live job', 'live', [TAB], 2],
    ['no publications tab (no board on)', 'closed', [], 2],
    ['none open', { code: 'closed' }, [TAB], 0],
  ])('is not drawn for %s', async (_name, status, tabs, n) => {
    server.answer('/rest/publication/list', count(n));
    const { container } = render(<ClosedJobBanner {...props(status, tabs)} />);
    await settle();
    expect(container.innerHTML).toBe('');
  });

  it('reads in Chinese', async () => {
    await i18n.changeLanguage('zh_CN');
    server.answer('/rest/publication/list', count(1));
    render(<ClosedJobBanner {...props('filled')} />);
    await settle();
    expect(screen.getByRole('status').textContent).toContain('该职位已关闭，但仍有 1 个发布渠道未关闭');
    expect(screen.getByRole('button', { name: '全部关闭' })).toBeTruthy();
  });
});
