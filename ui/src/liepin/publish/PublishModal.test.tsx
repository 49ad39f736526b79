import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { i18n } from '../../i18n';
import { useToasts } from '../../components/Toasts';
import { useLiepinAccount } from '../account';
import { PublishModal } from './PublishModal';

vi.mock('../../api/client', async (original) => ({ ...(await original<typeof import('../../api/client')>()), get: vi.fn(), post: vi.fn() }));
const { get, post } = await import('../../api/client');
const gets = vi.mocked(get);
const posts = vi.mocked(post);

const tree = (prefix: string) => [{ value: `${prefix}1`, label: `${prefix} parent`, children: [{ value: `${prefix}11`, label: `${prefix} leaf` }] }];
const BASE = ['industry', 'dq', 'compKind', 'compScale', 'function', 'eduLevel', 'canSourceIndustry'].map((key) => ({ key, options: tree(key) }));
const COMPANY = { hcompName: 'Acme', hcompAlias: 'Acme Ltd', hcompIndustry: 'industry11', hcompDq: 'dq11', hcompKind: 'compKind11', hcompScale: 'compScale11', hcompDesc: 'Makers', deptName: 'R&D' };

beforeEach(() => {
  gets.mockReset();
  posts.mockReset();
  gets.mockImplementation(async (path: string) => ({
    status: true,
    data: path.endsWith('fetch_post_position_base_info') ? BASE : path.endsWith('fetch_post_position_company_info') ? COMPANY : { code: '1', user_info: {} },
  }));
  useLiepinAccount.setState({ state: 'bound', user: {} });
  useToasts.setState({ toasts: [] });
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.open = true; };
  void i18n.changeLanguage('en');
});
afterEach(cleanup);

async function draw(onClose = vi.fn()) {
  await act(async () => { render(<PublishModal job={{ id: 7, jobTitle: 'Go engineer' }} onClose={onClose} />); });
  return onClose;
}
const submit = () => act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Publish' })); });
const errorOf = (field: string) => document.querySelector(`[data-error-for="${field}"]`)?.textContent;
const set = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fill() {
  fireEvent.change(screen.getByRole('combobox', { name: 'Function category' }), { target: { value: 'function11' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Work location' }), { target: { value: 'dq11' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Education level' }), { target: { value: 'eduLevel11' } });
  set('Closing date', '2999-12-31');
  set('Reports to', 'CTO');
  set('Annual pre-tax salary From', '20');
  set('Job description', 'Build the platform and lead a small team of engineers.');
  set('Age requirement From', '28');
  set('Work years', '3');
  fireEvent.click(screen.getByRole('button', { name: 'Candidate industry' }));
  fireEvent.click(screen.getByLabelText('canSourceIndustry leaf'));
}

describe('PublishModal', () => {
  it('is titled, prefilled from the job and its client, with the spec\'s defaults', async () => {
    await draw();
    expect(screen.getByRole('dialog', { name: 'Publish job to provider' })).toBeTruthy();
    expect(gets).toHaveBeenCalledWith('/rest/liepin/fetch_post_position_company_info', { joborderId: 7 });
    expect((screen.getByLabelText('Job title') as HTMLInputElement).value).toBe('Go engineer');
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe('Acme');
    expect((screen.getByLabelText('Unlimited') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Base pay') as HTMLInputElement).checked).toBe(true);
  });

  it('shows no message before the first submit, then every required one, revalidating on each change', async () => {
    await draw();
    set('Reports to', '');
    expect(errorOf('detailReport2')).toBeUndefined();
    await submit();
    expect(posts).not.toHaveBeenCalled();
    for (const f of ['hjobJobTitle', 'hjobDqCode', 'hjobCloseDate', 'detailReport2', 'hjobSalaryLow', 'detailDuty', 'detailAgeLow', 'detailWorkYears', 'eduLevel', 'detailCanSourceIndustry']) {
      expect(errorOf(f), f).toBe('This field is required');
    }
    expect(errorOf('hcompName')).toBeUndefined();
    set('Reports to', 'CTO');
    expect(errorOf('detailReport2')).toBeUndefined();
    set('Annual pre-tax salary From', '10');
    set('Annual pre-tax salary To', '45');
    expect(errorOf('hjobSalaryLow')).toBe('range must be less than 30 万');
    fireEvent.click(screen.getByLabelText('Base pay'));
    expect(errorOf('detailSalStructureDiXin')).toBe('This field is required');
  });

  it('says 此字段必填 in Chinese', async () => {
    await act(() => i18n.changeLanguage('zh_CN'));
    await draw();
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: '发布' })); });
    expect(errorOf('detailReport2')).toBe('此字段必填');
  });

  it('corrects ages, salaries and a past closing date as typed', async () => {
    await draw();
    set('Age requirement From', '70');
    fireEvent.blur(screen.getByLabelText('Age requirement From'));
    expect((screen.getByLabelText('Age requirement From') as HTMLInputElement).value).toBe('30');
    set('Age requirement To', '45');
    fireEvent.blur(screen.getByLabelText('Age requirement To'));
    expect((screen.getByLabelText('Age requirement To') as HTMLInputElement).value).toBe('45');
    set('Annual pre-tax salary To', '-3');
    expect((screen.getByLabelText('Annual pre-tax salary To') as HTMLInputElement).value).toBe('0');
    set('Closing date', '2001-01-01');
    expect((screen.getByLabelText('Closing date') as HTMLInputElement).value).not.toBe('2001-01-01');
  });

  it('offers no parent node for the locations and the function', async () => {
    await draw();
    for (const name of ['Location', 'Work location', 'Function category']) {
      const parent = within(screen.getByRole('combobox', { name })).getAllByRole('option').find((o) => o.textContent?.includes('parent')) as HTMLOptionElement;
      expect(parent.disabled, name).toBe(true);
    }
    const industry = within(screen.getByRole('combobox', { name: 'Industry' })).getAllByRole('option').find((o) => o.textContent?.includes('parent')) as HTMLOptionElement;
    expect(industry.disabled).toBe(false);
  });

  it('refuses with Account not bound while unbound', async () => {
    useLiepinAccount.setState({ state: 'unbound', user: null });
    await draw();
    fill();
    await submit();
    expect(posts).not.toHaveBeenCalled();
    expect(screen.getByTestId('liepin-publish-error').textContent).toBe('Account not bound');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Account not bound');
  });

  it('sends once (submit disabled meanwhile), then closes with an alert', async () => {
    const onClose = await draw();
    fill();
    let answer!: (v: Awaited<ReturnType<typeof post>>) => void;
    posts.mockReturnValue(new Promise((r) => { answer = r; }));
    await submit();
    expect((screen.getByRole('button', { name: 'Publishing…' }) as HTMLButtonElement).disabled).toBe(true);
    const [path, body] = posts.mock.calls[0] as [string, { joborder_id: number; position_info: Record<string, string> }];
    expect(path).toBe('/rest/liepin/post_position');
    expect(body.joborder_id).toBe(7);
    expect(body.position_info).toMatchObject({ hjobTitle: 'Go engineer', hcompName: 'Acme', hjobJobTitle: 'function11', detailCanSourceIndustry: 'canSourceIndustry11', isPublish: '1', jobUserSexKind: '不限' });
    await act(async () => { answer({ status: true, data: { publication: 3, url: 'x' } }); });
    expect(onClose).toHaveBeenCalled();
    expect(useToasts.getState().toasts.map((t) => t.tone)).toEqual(['success']);
  });

  it('shows the server\'s field errors beside their fields', async () => {
    const onClose = await draw();
    fill();
    posts.mockRejectedValue(new ApiError('refused', 'This field is required', 400, { status: false, errors: { hcompDesc: 'This field is required' } }));
    await submit();
    expect(onClose).not.toHaveBeenCalled();
    expect(errorOf('hcompDesc')).toBe('This field is required');
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
