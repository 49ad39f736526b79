import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModelMeta } from '../api/types';
import { key, useModelMeta } from './modelMeta';

vi.mock('../api/endpoints', () => ({ api: { modelMeta: vi.fn() } }));
const { api } = await import('../api/endpoints');
const meta = (name: string, columns: string[]) => ({ name, views: { list: { columns } } }) as unknown as ModelMeta;

beforeEach(() => { useModelMeta.setState({ entries: {} }); vi.mocked(api.modelMeta).mockReset(); });

describe('model metadata per view', () => {
  it('keeps each suffix apart, Default under its old key', async () => {
    vi.mocked(api.modelMeta).mockImplementation(async (_m, suffix) => meta('candidate', [suffix || 'default']));
    await useModelMeta.getState().load('candidate', 'en');
    await useModelMeta.getState().load('candidate', 'en', false, 'hot');
    const { entries } = useModelMeta.getState();
    expect(entries[key('candidate', 'en')].meta?.views.list?.columns).toEqual(['default']);
    expect(entries['en:candidate'].meta?.views.list?.columns).toEqual(['default']);
    expect(entries[key('candidate', 'en', 'hot')].meta?.views.list?.columns).toEqual(['hot']);
    expect(api.modelMeta).toHaveBeenCalledWith('candidate', 'hot');
  });

  it('refresh reads every view of the model again, showing the old one meanwhile', async () => {
    vi.mocked(api.modelMeta).mockImplementation(async (m, suffix) => meta(m, [`${suffix}1`]));
    await useModelMeta.getState().load('candidate', 'en', false, 'hot');
    await useModelMeta.getState().load('company', 'en');
    let release!: () => void;
    vi.mocked(api.modelMeta).mockImplementation((m, suffix) => new Promise((ok) => { release = () => ok(meta(m, [`${suffix}2`])); }));
    const done = useModelMeta.getState().refresh('candidate');
    expect(useModelMeta.getState().entries[key('candidate', 'en', 'hot')].meta?.views.list?.columns).toEqual(['hot1']);
    release();
    await done;
    expect(useModelMeta.getState().entries[key('candidate', 'en', 'hot')].meta?.views.list?.columns).toEqual(['hot2']);
    expect(api.modelMeta).toHaveBeenCalledTimes(3); // company was left alone
  });
});

const metaL = (name: string, label: string) => ({ name, label_value: label, views: {}, allowed_actions: [], fields: [] }) as ModelMeta;

describe('refresh after a studio change', () => {
  it('reads every cached model of the language again, showing the old metadata meanwhile', async () => {
    useModelMeta.setState({ entries: { [key('candidate', 'en')]: { meta: metaL('candidate', 'Old') }, [key('client', 'zh_CN')]: { meta: metaL('client', '客户') } } });
    let resolve!: (m: ModelMeta) => void;
    vi.mocked(api.modelMeta).mockReturnValue(new Promise((r) => { resolve = r; }));
    const done = useModelMeta.getState().refreshAll('en');
    // Other languages are dropped (read again when shown); this one keeps its metadata meanwhile.
    expect(Object.keys(useModelMeta.getState().entries)).toEqual([key('candidate', 'en')]);
    expect(useModelMeta.getState().entries[key('candidate', 'en')].meta?.label_value).toBe('Old');
    resolve(metaL('candidate', 'New'));
    await done;
    expect(vi.mocked(api.modelMeta)).toHaveBeenCalledWith('candidate', '');
    expect(useModelMeta.getState().entries[key('candidate', 'en')].meta?.label_value).toBe('New');
  });

  it('a failed read keeps what was shown', async () => {
    useModelMeta.setState({ entries: { [key('candidate', 'en')]: { meta: metaL('candidate', 'Old') } } });
    vi.mocked(api.modelMeta).mockRejectedValue(new Error('offline'));
    await useModelMeta.getState().refreshAll('en');
    expect(useModelMeta.getState().entries[key('candidate', 'en')].meta?.label_value).toBe('Old');
  });
});
