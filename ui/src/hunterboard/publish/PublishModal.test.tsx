import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { fakeServer } from '../../jobboard/fakeServer';
import { useToasts } from '../../components/Toasts';
import { useBinding } from '../bind/binding';
import PublishModal from './PublishModal';
import { testForm } from './testForm';

HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.open = true; };

const USER = { status: true, data: { name: 'Amy Xie', company_name: 'Huntline', title: 'Consultant' } };
const job = { id: 12, jobTitle: 'CFO' };

beforeEach(() => {
  void i18n.changeLanguage('en');
  useBinding.setState({ state: 'unknown', user: null });
  useToasts.setState({ toasts: [] });
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

async function open(_server: ReturnType<typeof fakeServer>, onClose = vi.fn()) {
  render(<PublishModal job={job} onClose={onClose} />);
  await screen.findByRole('heading', { name: /Company basics/ });
  return onClose;
}

describe('PublishModal', () => {
  it('draws the five numbered sections with the notes of the company, private and channel sections', async () => {
    const server = fakeServer();
    server.answer('/rest/hunterboard/user_info', { body: USER });
    server.answer('/rest/hunterboard/publish_form', { body: { status: true, data: testForm() } });
    await open(server);
    expect(server.calls.find((c) => c.url.startsWith('/rest/hunterboard/publish_form'))!.url).toBe('/rest/hunterboard/publish_form?joborder=12');
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['11. Company basics', '22. Job basics and pay', '33. Requirements', '44. Private notes', '55. Publish channel']);
    expect(screen.getByRole('link', { name: 'Client: Acme Ltd' }).getAttribute('href')).toBe('#client/detail?id=7');
    expect(screen.getByText(/saved on the client, so the next job for it is prefilled/)).toBeTruthy();
    expect(screen.getByText(/never shown to managers/)).toBeTruthy();
    expect(screen.getByText('If the job is not published on the board, managers cannot see it there.')).toBeTruthy();
    expect(screen.getByLabelText('Publish as a confidential job')).toBeTruthy();
    expect(screen.getByLabelText('Only fully matching candidates may apply')).toBeTruthy();
    expect((screen.getByLabelText(/^Company name/) as HTMLInputElement).value).toBe('Acme');
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps Publish disabled unless the config allows submit', async () => {
    const server = fakeServer();
    server.answer('/rest/hunterboard/user_info', { body: USER });
    server.answer('/rest/hunterboard/publish_form', { body: { status: true, data: testForm({ can_submit: false }) } });
    await open(server);
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/turned off for this workspace/)).toBeTruthy();
  });

  it('marks nothing before the first Publish; then each empty required field, and checks again on change', async () => {
    const server = fakeServer();
    server.answer('/rest/hunterboard/user_info', { body: USER });
    server.answer('/rest/hunterboard/publish_form', { body: { status: true, data: testForm() } });
    await open(server);
    expect(screen.queryByText('This field is required')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const salary = screen.getByText('Annual salary').closest('[data-field]') as HTMLElement;
    const close = screen.getByLabelText(/^Close date/).closest('[data-field]') as HTMLElement;
    expect(within(salary).getByRole('alert').textContent).toBe('This field is required');
    expect(within(close).getByRole('alert').textContent).toBe('This field is required');
    expect(server.calls.some((c) => c.url.startsWith('/rest/hunterboard/publish') && c.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText(/^Close date/), { target: { value: '2099-01-31' } });
    expect(within(close).queryByRole('alert')).toBeNull();
    expect(within(salary).getByRole('alert')).toBeTruthy();
  });

  it('shows the server\'s errors under their fields; success posts the values, closes and alerts', async () => {
    const server = fakeServer();
    server.answer('/rest/hunterboard/user_info', { body: USER });
    server.answer('/rest/hunterboard/publish_form', { body: { status: true, data: testForm({ values: { hcompName: 'Acme', hjobTitle: 'CFO', isPublish: '1', salary: { min: 40, max: 60 }, hjobCloseDate: '2099-01-31' } }) } });
    server.answer('/rest/hunterboard/publish',
      { status: 400, body: { status: false, message: 'salary: range must be less than 30 万', errors: { salary: 'range must be less than 30 万' } } },
      { body: { status: true, data: { publication: 5, url: 'http://board/job/5' } } });
    const onClose = await open(server);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Publish' })); });
    const salary = screen.getByText('Annual salary').closest('[data-field]') as HTMLElement;
    expect(within(salary).getByRole('alert').textContent).toBe('range must be less than 30 万');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Annual salary · To'), { target: { value: '28' } });
    fireEvent.change(screen.getByLabelText('Annual salary · From'), { target: { value: '20' } });
    expect(within(salary).queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByLabelText('Publish as a confidential job'));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Publish' })); });
    const posts = server.calls.filter((c) => c.method === 'POST');
    expect(posts[1]).toEqual({ url: '/rest/hunterboard/publish', method: 'POST', data: { joborder: 12, values: expect.objectContaining({ salary: { min: 20, max: 28 }, otherinfo: ['secret'], hjobCloseDate: '2099-01-31' }) } });
    expect(onClose).toHaveBeenCalled();
    expect(useToasts.getState().toasts[0]).toMatchObject({ tone: 'success', text: 'Published to Hunter Board' });
  });

  it('asks before a close would lose typed values; closes at once when nothing was typed', async () => {
    const server = fakeServer();
    server.answer('/rest/hunterboard/user_info', { body: USER });
    server.answer('/rest/hunterboard/publish_form', { body: { status: true, data: testForm() } });
    const onClose = await open(server);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText(/^Job title/), { target: { value: 'Chief Financial Officer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const ask = screen.getByText('Are you sure you want to close it without save').closest('dialog')!;
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Are you sure you want to close it without save')).toBeNull();
    expect((screen.getByLabelText(/^Job title/) as HTMLInputElement).value).toBe('Chief Financial Officer');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close without saving' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('unbound: says Account not bound and offers to bind, asking nothing else', async () => {
    const server = fakeServer();
    server.answer('/rest/hunterboard/user_info', { body: { status: true, data: null } });
    server.answer('/rest/hunterboard/publish_form', { status: 400, body: { status: false, message: 'Account not bound' } });
    render(<PublishModal job={job} onClose={vi.fn()} />);
    await screen.findByText('Account not bound');
    expect(screen.getByRole('button', { name: 'Bind account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    await waitFor(() => expect(useBinding.getState().state).toBe('unbound'));
  });
});
