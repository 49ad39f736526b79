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
