import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldMeta, ModelMeta } from '../../api/types';
import '../../i18n';
import { usePageFloat } from '../../stores/pageFloat';

vi.mock('../../api/endpoints', () => ({ api: { save: vi.fn(), record: vi.fn(), uploadFile: vi.fn(), list: vi.fn() } }));
const { api } = await import('../../api/endpoints');
const { default: CvReviewPanel } = await import('./CvReviewPanel');
const { useCvQueue } = await import('./cvQueue');

const field = (name: string, label: string, type = 'char') => ({ name, type, label_value: label, label: { en: label } }) as unknown as FieldMeta;
const META = {
  name: 'candidate', label_value: 'Candidate', allowed_actions: ['add'],
  fields: [field('chineseName', 'Chinese Name'), field('mobile', 'Mobile'), field('title', 'Current Title'), field('resumes', 'Résumés', 'attachments'), field('resumeText', 'Resume Text', 'originaltext')],
  views: { edit: { groups: [{ name: 'basic', label: { en: 'Basic' }, layout: 1, fields: ['chineseName', 'mobile', 'title'] }] } },
} as unknown as ModelMeta;
const item = (n: number) => ({
  name: `cv${n}.pdf`, file: { id: 40 + n, uuidname: `u${n}`, originname: `cv${n}.pdf`, ext: 'pdf', filesize: 1 },
  parsed: { data: { chineseName: `张${n}`, mobile: `1381234567${n}`, resumeText: `text ${n}` }, unmatched: {}, matches: [] },
});

beforeEach(() => {
  vi.mocked(api.save).mockReset().mockResolvedValue({ id: 77, version: 1 });
  useCvQueue.setState({ meta: META, items: [item(1), item(2)], index: 0, refused: [], saved: [], reading: undefined });
  usePageFloat.setState({ kind: 'cvreview:candidate', data: {}, closing: false, pending: undefined });
});
afterEach(cleanup);

describe('the review queue', () => {
  it('shows each CV in turn, marked for review; skip, then save and the file goes with it', async () => {
    render(<CvReviewPanel sub="candidate" data={{}} closing={false} />);
    expect(await screen.findByText('New Candidate from CV · 1 of 2')).toBeTruthy();
    expect((screen.getByLabelText('Chinese Name') as HTMLInputElement).value).toBe('张1');
    expect(screen.getByTestId('field-mark-chineseName').textContent).toBe('from CV');
    expect(screen.getByTestId('field-mark-mobile')).toBeTruthy();

    // An edited field loses its mark; the others keep theirs.
    fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: '13900000000' } });
    await waitFor(() => expect(screen.queryByTestId('field-mark-mobile')).toBeNull());
    expect(screen.getByTestId('field-mark-chineseName')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('New Candidate from CV · 2 of 2')).toBeTruthy();
    expect((screen.getByLabelText('Chinese Name') as HTMLInputElement).value).toBe('张2');
    expect(screen.getByTestId('field-mark-mobile')).toBeTruthy(); // a fresh form

    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save' })); });
    await waitFor(() => expect(api.save).toHaveBeenCalled());
    expect(api.save).toHaveBeenCalledWith('candidate', { chineseName: '张2', mobile: '13812345672', resumes: [42], resumeText: 'text 2' });
    await waitFor(() => expect(useCvQueue.getState().saved).toEqual([77]));
    expect(usePageFloat.getState().closing).toBe(true);
  });
});
