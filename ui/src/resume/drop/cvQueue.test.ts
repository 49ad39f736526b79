import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldMeta, ModelMeta } from '../../api/types';
import { ApiError } from '../../api/errors';
import { usePageFloat } from '../../stores/pageFloat';

vi.mock('../../api/endpoints', () => ({ api: { uploadFile: vi.fn(), record: vi.fn(), save: vi.fn() } }));
vi.mock('../../api/client', () => ({ post: vi.fn() }));
const { api } = await import('../../api/endpoints');
const { post } = await import('../../api/client');
const { useCvQueue, REVIEW_FLOAT } = await import('./cvQueue');
const { attachTo } = await import('./cvApi');

const META = { name: 'candidate', label_value: 'Candidate', allowed_actions: ['add'],
  fields: [{ name: 'email', type: 'char' }, { name: 'mobile', type: 'char' }, { name: 'resumes', type: 'attachments' }] as FieldMeta[] } as unknown as ModelMeta;
const file = (name: string) => new File(['x'], name);

beforeEach(() => {
  vi.mocked(api.uploadFile).mockReset().mockImplementation(async (f: File) => ({ id: f.name.length, uuidname: `u-${f.name}`, originname: f.name, ext: 'pdf', filesize: 1 }));
  vi.mocked(post).mockReset();
  useCvQueue.setState({ items: [], index: 0, refused: [], saved: [], reading: undefined, meta: undefined });
  usePageFloat.setState({ kind: undefined, data: {}, closing: false, pending: undefined });
});

describe('reading dropped CVs', () => {
  it('stores and reads each CV, keeps refusals with the server\'s message, and opens the review', async () => {
    vi.mocked(post).mockImplementation(async (_path, data) => {
      const { uuidname } = data as { uuidname: string };
      if (uuidname === 'u-locked.pdf') throw new ApiError('refused', 'The PDF is encrypted: save it without a password', 400);
      // The parse names the candidate who holds the CV's e-mail (the first CV only).
      const matches = uuidname === 'u-a.pdf' ? [{ id: 9, __name__: '张伟 ', label: 'Email', value: 'zw@example.cn' }] : [];
      return { status: true, data: { chineseName: '张伟', email: 'zw@example.cn' }, matches };
    });
    await useCvQueue.getState().read(META, [file('a.pdf'), file('photo.png'), file('locked.pdf'), file('b.docx')]);
    const s = useCvQueue.getState();
    expect(s.items.map((i) => i.name)).toEqual(['a.pdf', 'b.docx']);
    expect(s.items[0].match).toEqual({ id: 9, name: '张伟' });
    expect(s.items[1].match).toBeUndefined();
    expect(s.refused).toEqual([{ name: 'photo.png', key: 'resumeDrop.notCv' }, { name: 'locked.pdf', message: 'The PDF is encrypted: save it without a password' }]);
    expect(post).toHaveBeenCalledWith('/rest/resume/parse', { uuidname: 'u-a.pdf' });
    expect(s.reading).toBeUndefined();
    expect(usePageFloat.getState().kind).toBe(`${REVIEW_FLOAT}:candidate`);
  });

  it('opens nothing when every file is refused', async () => {
    vi.mocked(post).mockRejectedValue(new ApiError('refused', 'No text in this PDF: it is a scan', 400));
    await useCvQueue.getState().read(META, [file('scan.pdf')]);
    expect(useCvQueue.getState().refused).toEqual([{ name: 'scan.pdf', message: 'No text in this PDF: it is a scan' }]);
    expect(usePageFloat.getState().kind).toBeUndefined();
  });

  it('walks the queue, counting what was saved', () => {
    useCvQueue.setState({ items: [], index: 0, saved: [] });
    useCvQueue.getState().next(5);
    useCvQueue.getState().next();
    expect(useCvQueue.getState()).toMatchObject({ index: 2, saved: [5] });
  });
});

describe('attaching to an existing candidate', () => {
  it('appends the file on the version read', async () => {
    vi.mocked(api.record).mockResolvedValue({ id: 9, version: 4, resumes: [{ id: 2 }] });
    vi.mocked(api.save).mockResolvedValue({ id: 9, version: 5 });
    await attachTo('candidate', 9, { id: 7, uuidname: 'u', originname: 'cv.pdf', ext: 'pdf', filesize: 1 });
    expect(api.save).toHaveBeenCalledWith('candidate', { id: 9, version: 4, resumes: [2, 7] });
  });
});

describe('naming the parsed links', () => {
  it('gives the city its name for the picker, and leaves what cannot be read', async () => {
    const { nameLinks } = await import('./cvApi');
    const meta = { fields: [{ name: 'city', type: 'comtree', to: 'city' }, { name: 'owner', type: 'foreignkey', to: 'user' }, { name: 'company', type: 'char' }] } as unknown as ModelMeta;
    vi.mocked(api.record).mockReset().mockImplementation(async (model) => {
      if (model === 'user') throw new ApiError('refused', 'not found', 404);
      return { id: 36, __name__: '成都' };
    });
    expect(await nameLinks(meta, { city: 36, owner: 2, company: 'X' })).toEqual({ city: { id: 36, __name__: '成都' }, owner: 2, company: 'X' });
  });
});
