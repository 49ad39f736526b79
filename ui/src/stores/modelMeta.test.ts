import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModelMeta } from '../api/types';

vi.mock('../api/endpoints', () => ({ api: { modelMeta: vi.fn() } }));
const { api } = await import('../api/endpoints');
const { key, useModelMeta } = await import('./modelMeta');
const modelMeta = vi.mocked(api.modelMeta);

const meta = (name: string, label: string) => ({ name, label_value: label, views: {}, allowed_actions: [], fields: [] }) as ModelMeta;

beforeEach(() => {
  modelMeta.mockReset();
  useModelMeta.setState({ entries: {} });
});

describe('refresh after a studio change', () => {
  it('reads every cached model of the language again, showing the old metadata meanwhile', async () => {
    useModelMeta.setState({ entries: { [key('candidate', 'en')]: { meta: meta('candidate', 'Old') }, [key('client', 'zh_CN')]: { meta: meta('client', '客户') } } });
    let resolve!: (m: ModelMeta) => void;
    modelMeta.mockReturnValue(new Promise((r) => { resolve = r; }));
    const done = useModelMeta.getState().refresh('en');
    // Other languages are dropped (read again when shown); this one keeps its metadata meanwhile.
    expect(Object.keys(useModelMeta.getState().entries)).toEqual([key('candidate', 'en')]);
    expect(useModelMeta.getState().entries[key('candidate', 'en')].meta?.label_value).toBe('Old');
    resolve(meta('candidate', 'New'));
    await done;
    expect(modelMeta).toHaveBeenCalledWith('candidate');
    expect(useModelMeta.getState().entries[key('candidate', 'en')].meta?.label_value).toBe('New');
  });

  it('a failed read keeps what was shown', async () => {
    useModelMeta.setState({ entries: { [key('candidate', 'en')]: { meta: meta('candidate', 'Old') } } });
    modelMeta.mockRejectedValue(new Error('offline'));
    await useModelMeta.getState().refresh('en');
    expect(useModelMeta.getState().entries[key('candidate', 'en')].meta?.label_value).toBe('Old');
  });
});
