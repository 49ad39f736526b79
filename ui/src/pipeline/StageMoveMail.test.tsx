import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import type { DataRecord, FieldMeta, ModelMeta } from '../api/types';
import '../i18n';
import { useModelMeta } from '../stores/modelMeta';
import { useSession } from '../stores/session';
import { StageMoveDialog } from './StageMoveDialog';

vi.mock('../api/endpoints', () => ({ api: { modelMeta: vi.fn(), moveStage: vi.fn(), record: vi.fn(), list: vi.fn(), autocomplete: vi.fn().mockResolvedValue([]) } }));
vi.mock('../api/emailEndpoints', () => ({ emailApi: { templates: vi.fn(), choose: vi.fn(), send: vi.fn(), suggest: vi.fn().mockResolvedValue([]) } }));
// The candidate's file list is the core's call (GET /rest/file/list/{model}/{ids}).
vi.mock(import('../api/client'), async (original) => ({ ...(await original()), get: vi.fn() }));
const { api } = await import('../api/endpoints');
const { emailApi } = await import('../api/emailEndpoints');
const { get } = await import('../api/client');

HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.open = true; };

const fk = (name: string, to: string, extra: Partial<FieldMeta> = {}): FieldMeta => ({ name, label_value: name, type: 'foreignkey', to, ...extra });
const meta = (name: string, fields: FieldMeta[], extra: Partial<ModelMeta> = {}): ModelMeta => ({ name, label_value: name, allowed_actions: [], views: {}, fields, ...extra });

const METAS: Record<string, ModelMeta> = {
  jobsubmission: meta('jobsubmission', [fk('candidate', 'candidate'), fk('joborder', 'joborder'),
    { name: 'status', label_value: 'Stage', type: 'dropdown', options: [{ code: 'longlist', value: 'Longlist' }, { code: 'cvsent', value: 'CV Sent' }] }], {
    pipeline: { stage: 'status', board: 'joborder', links: ['candidate', 'joborder'], stages: [
      { code: 'longlist', to: ['cvsent'] }, { code: 'cvsent', model: 'cvsent', via: 'jobsubmission', to: [] }] },
  }),
  cvsent: meta('cvsent', [fk('jobsubmission', 'jobsubmission'), fk('candidate', 'candidate'), fk('joborder', 'joborder'),
    fk('contacts', 'clientcontact', { label_value: 'Sent To', multiple: true }),
    { name: 'feedback', label_value: 'Client Feedback', type: 'multiline' }]),
  email: meta('email', [{ name: 'subject', label_value: 'Subject', type: 'char' }, fk('candidate', 'candidate'), fk('client', 'client'),
    fk('joborder', 'joborder'), fk('jobsubmission', 'jobsubmission'), fk('cvsent', 'cvsent'), fk('user', 'user', { editable: false })]),
  candidate: meta('candidate', [{ name: 'englishName', label_value: 'Name', type: 'char' }, { name: 'resumes', label_value: 'CVs', type: 'attachments' }]),
  joborder: meta('joborder', [fk('client', 'client'), fk('contact', 'clientcontact')]),
  clientcontact: meta('clientcontact', [fk('client', 'client'), { name: 'email', label_value: 'Email', type: 'char', format: 'email' }]),
};
const RECORDS: Record<string, DataRecord> = {
  'candidate/21': { id: 21, englishName: 'Ada' } as DataRecord,
  'joborder/5': { id: 5, client: { id: 3, __name__: 'Acme' }, contact: { id: 9, __name__: 'Carol' } } as DataRecord,
  'clientcontact/9': { id: 9, email: 'carol@acme.test' } as DataRecord,
};
const CVS = [
  { id: 31, originname: 'ada.pdf', ext: 'pdf', uuidname: 'a', filesize: 1000, field: 'resumes', created: '' },
  { id: 32, originname: 'ada-agency.pdf', ext: 'pdf', uuidname: 'b', filesize: 1000, field: 'resumes', created: '' },
];

const settle = () => act(async () => { for (let i = 0; i < 30; i++) await Promise.resolve(); });
const submission = { id: 12, version: 3, status: 'longlist', candidate: { id: 21, __name__: 'Ada' }, joborder: { id: 5, __name__: 'Engineer' }, __name__: 'Ada - Engineer' } as DataRecord;

beforeEach(() => {
  useModelMeta.setState({ entries: {} });
  useSession.setState({ user: { id: 7, __name__: 'Leo Cao' } as never });
  vi.mocked(api.modelMeta).mockImplementation(async (m: string) => METAS[m]);
  vi.mocked(api.record).mockImplementation(async (m: string, id: string | number) => RECORDS[`${m}/${id}`]);
  vi.mocked(api.moveStage).mockReset();
  vi.mocked(emailApi.send).mockReset().mockResolvedValue({ id: 501, mailServer: true });
  vi.mocked(emailApi.templates).mockResolvedValue({ system: [{ id: 4, name: 'Send CV to client', title: 'CV', content: '', type: 'clientcontact', attach_resume: true }], user: [] });
  vi.mocked(emailApi.choose).mockResolvedValue({ title: 'CV: Ada for Engineer', content: '<p>Ada for Engineer</p>' });
  vi.mocked(get).mockImplementation(async (path: string) => (path === '/rest/file/list/candidate/21' ? { status: true, data: { 21: CVS } } : { status: true }));
});
afterEach(cleanup);

async function open() {
  const onMoved = vi.fn();
  render(<StageMoveDialog submission={submission} to="cvsent" onClose={vi.fn()} onMoved={onMoved} />);
  await settle();
  await settle();
  return onMoved;
}

describe('StageMoveDialog with the CV Sent mail', () => {
  it('prefills the mail (the job\'s contact, the CV template, the current CV), moves, then sends it linked to the stage record', async () => {
    vi.mocked(api.moveStage).mockResolvedValue({ id: 12, version: 4, stage: { model: 'cvsent', id: 77 } });
    const onMoved = await open();
    expect(screen.getByText('carol@acme.test')).not.toBeNull();
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('CV: Ada for Engineer');
    expect((screen.getByRole('checkbox', { name: /ada\.pdf/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /ada-agency\.pdf/ }) as HTMLInputElement).checked).toBe(false);
    // The agency version instead of the original.
    fireEvent.click(screen.getByRole('checkbox', { name: /ada\.pdf/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /ada-agency\.pdf/ }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Move and send' }));
    await settle();
    expect(api.moveStage).toHaveBeenCalled();
    expect(emailApi.send).toHaveBeenCalledWith(expect.objectContaining({
      to: ['carol@acme.test'], subject: 'CV: Ada for Engineer', attachment: '32', template: 4, template_type: 'clientcontact',
      cvsent: 77, jobsubmission: 12, candidate: 21, joborder: 5, client: 3,
    }));
    expect(vi.mocked(api.moveStage).mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(emailApi.send).mock.invocationCallOrder[0]);
    expect(onMoved).toHaveBeenCalledWith({ id: 12, version: 4, stage: { model: 'cvsent', id: 77 } });
  });

  it('sends nothing when the move is refused', async () => {
    vi.mocked(api.moveStage).mockRejectedValue(new ApiError('refused', 'This record was changed by Leo after you opened it.', 409));
    const onMoved = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Move and send' }));
    await settle();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('This record was changed by Leo after you opened it.');
    expect(emailApi.send).not.toHaveBeenCalled();
    expect(onMoved).not.toHaveBeenCalled();
  });

  it('moves without sending when the mail is unticked', async () => {
    vi.mocked(api.moveStage).mockResolvedValue({ id: 12, version: 4, stage: { model: 'cvsent', id: 77 } });
    const onMoved = await open();
    fireEvent.click(screen.getByRole('checkbox', { name: /E-mail the CV/ }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await settle();
    expect(api.moveStage).toHaveBeenCalled();
    expect(emailApi.send).not.toHaveBeenCalled();
    expect(onMoved).toHaveBeenCalled();
  });

  it('starts unticked when the candidate has no CV', async () => {
    vi.mocked(get).mockResolvedValue({ status: true, data: { 21: [] } });
    vi.mocked(api.moveStage).mockResolvedValue({ id: 12, version: 4, stage: { model: 'cvsent', id: 77 } });
    await open();
    expect((screen.getByRole('checkbox', { name: /E-mail the CV/ }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await settle();
    expect(emailApi.send).not.toHaveBeenCalled();
  });

  it('asks for a recipient before moving', async () => {
    vi.mocked(api.record).mockImplementation(async (m: string, id: string | number) => (m === 'joborder' ? { id: 5 } as DataRecord : RECORDS[`${m}/${id}`]));
    vi.mocked(api.list).mockResolvedValue({ count: 0, current: 1, pages: 1, list: [] } as never);
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Move and send' }));
    await settle();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Add at least one recipient');
    expect(api.moveStage).not.toHaveBeenCalled();
  });
});
