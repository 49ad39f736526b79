import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { i18n } from '../i18n';
import { fakeServer } from './fakeServer';
import { ImportResume } from './ImportResume';
import { shortlist, submissionLinks } from './ShortlistDialog';

HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.open = true; };

const settle = () => act(async () => { for (let i = 0; i < 8; i++) await Promise.resolve(); });

beforeEach(() => { void i18n.changeLanguage('en'); });
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

describe('ImportResume', () => {
  it.each([
    [true, 'Imported as 王小明'],
    [false, 'Already in Huntline: 王小明 — the CV was added to it'],
  ])('created %s: says %s, with Open on the candidate', async (created, text) => {
    const request = vi.fn().mockResolvedValue({ id: 31, name: '王小明', created });
    const onImported = vi.fn();
    render(<ImportResume site="liepin" request={request} onImported={onImported} />);
    fireEvent.click(screen.getByRole('button', { name: 'Import as candidate' }));
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
    expect(onImported).toHaveBeenCalledWith({ id: 31, name: '王小明', created });
    expect(screen.getByRole('status').textContent).toContain(text);
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('#candidate/detail?id=31');
    expect(screen.getByRole('button', { name: 'Shortlist to job' })).toBeTruthy();
  });

  it('shows the server\'s refusal, and stays to try again', async () => {
    const request = vi.fn().mockRejectedValueOnce(new ApiError('refused', 'Account not bound', 400)).mockRejectedValueOnce(new Error('x'));
    render(<ImportResume site="hunterboard" request={request} />);
    fireEvent.click(screen.getByRole('button', { name: 'Import as candidate' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Account not bound');
    fireEvent.click(screen.getByRole('button', { name: 'Import as candidate' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('The resume could not be imported');
  });

  it('in Chinese', async () => {
    await i18n.changeLanguage('zh_CN');
    render(<ImportResume site="liepin" request={() => Promise.resolve({ id: 1, name: '李雷', created: false })} />);
    fireEvent.click(screen.getByRole('button', { name: '导入为候选人' }));
    await settle();
    expect(screen.getByRole('status').textContent).toContain('Huntline 中已有 李雷，简历已添加到该候选人');
  });

  it('Shortlist to job opens a job picker for the candidate', async () => {
    const server = fakeServer();
    server.answer('/rest/custom_field/jobsubmission/list', { body: { status: true, data: { name: 'jobsubmission', label_value: 'Submission', pipeline: { stage: 'status', board: 'joborder', links: ['candidate', 'joborder', 'owner'], stages: [] } },
      list: [{ name: 'candidate', type: 'foreignkey', to: 'candidate', label_value: 'Candidate' }, { name: 'joborder', type: 'foreignkey', to: 'joborder', label_value: 'Job' }] } });
    server.answer('/rest/jobsubmission/add', { body: { status: true, data: 77, version: 1 } });
    server.answer('/rest/joborder/5', { body: { status: true, data: { id: 5, __name__: 'CFO' } } });
    render(<ImportResume site="liepin" request={() => Promise.resolve({ id: 31, name: '王小明', created: true })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Import as candidate' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Shortlist to job' }));
    await settle();
    expect(screen.getByText('Shortlist 王小明 to a job')).toBeTruthy();
    expect(screen.getByLabelText('Job')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Shortlist' }).hasAttribute('disabled')).toBe(true);
  });

  it('shortlisting posts the pipeline\'s add with the candidate and the job', async () => {
    const server = fakeServer();
    server.answer('/rest/jobsubmission/add', { body: { status: true, data: 77, version: 1 } });
    await expect(shortlist({ board: 'joborder', subject: 'candidate' }, 31, 5)).resolves.toEqual({ id: 77, version: 1 });
    expect(server.calls).toEqual([{ url: '/rest/jobsubmission/add', method: 'POST', data: { candidate: 31, joborder: 5 } }]);
  });
});

describe('submissionLinks', () => {
  it('reads the board and the subject from the pipeline', () => {
    expect(submissionLinks({ pipeline: { board: 'joborder', links: ['candidate', 'joborder', 'owner'] }, fields: [{ name: 'candidate', type: 'foreignkey' }, { name: 'joborder', type: 'foreignkey' }, { name: 'owner', type: 'foreignkey' }] }))
      .toEqual({ board: 'joborder', subject: 'candidate' });
    expect(submissionLinks(undefined)).toBeUndefined();
    expect(submissionLinks({ fields: [] })).toBeUndefined();
  });
});
