// The studio's screens against a mocked fetch: what they post, and where the server's
// answers show (at the input a refusal names, the confirm question, messages verbatim).
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { useNavbar } from '../stores/navbar';
import { useSession } from '../stores/session';
import { FieldDialog } from './FieldDialog';
import { NewViewDialog } from './NewViewDialog';
import { PackagesPage } from './PackagesPage';
import { SuffixSelector } from './SuffixSelector';

// jsdom lacks the modal methods of <dialog>; open is all the screens need.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) { this.open = true; };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) { this.open = false; };
}

type Answer = { status?: number; body: unknown };
let answers: Record<string, Answer[]>;
let calls: { url: string; data?: unknown }[];

/** Answers in order per path (the first one matching the start of the url). */
function answer(path: string, ...list: Answer[]) {
  answers[path] = [...(answers[path] ?? []), ...list];
}

beforeEach(() => {
  answers = {};
  calls = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? new URLSearchParams(String(init.body)).get('data') : null;
    calls.push({ url, data: body === null ? undefined : (() => { try { return JSON.parse(body); } catch { return body; } })() });
    const key = Object.keys(answers).find((k) => url.startsWith(k));
    const next = key ? answers[key].shift() : undefined;
    if (!next) throw new Error(`no answer for ${url}`);
    return new Response(JSON.stringify(next.body), { status: next.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  }));
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

const settle = () => act(async () => { for (let i = 0; i < 5; i++) await Promise.resolve(); });

describe('the field dialog', () => {
  const open = (onSaved = vi.fn()) => {
    render(<FieldDialog model="candidate" fields={[]} models={[{ model: 'client', label: 'Company' }]} onSaved={onSaved} onCancel={vi.fn()} />);
    return onSaved;
  };

  it('a new dropdown starts with Option 1, 2, 3 and posts them', async () => {
    const onSaved = open();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'source_channel' } });
    fireEvent.change(screen.getByLabelText('Label (English)'), { target: { value: 'Source channel' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'dropdown' } });
    const names = [1, 2, 3].map((n) => (screen.getByLabelText(`English name of option ${n}`) as HTMLInputElement).value);
    expect(names).toEqual(['Option 1', 'Option 2', 'Option 3']);
    expect((screen.getByLabelText('Simplified Chinese name of option 2') as HTMLInputElement).value).toBe('选项2');
    answer('/rest/custom_field/candidate/field/save', { body: { status: true, data: { name: 'source_channel' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(calls[0].data).toMatchObject({
      name: 'source_channel', type: 'dropdown', new: true, label: { en: 'Source channel', zh_CN: '', zh_TW: '' },
      options: [{ code: '1', value: { en: 'Option 1' } }, { code: '2' }, { code: '3' }],
    });
    expect(onSaved).toHaveBeenCalled();
  });

  it.each([
    ['errors by key (the server)', { status: false, message: 'Please check', errors: { expression: 'unexpected end of formula' } }],
    ['one field (the contract)', { status: false, message: 'unexpected end of formula', field: 'expression' }],
  ])('a formula the server refuses shows its message at the formula input: %s', async (_shape, refusal) => {
    open();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'yearly' } });
    fireEvent.change(screen.getByLabelText('Label (English)'), { target: { value: 'Yearly' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'expressions' } });
    fireEvent.change(screen.getByLabelText('Formula'), { target: { value: 'salary * ' } });
    answer('/rest/custom_field/candidate/field/save', { status: 400, body: refusal });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    const formula = screen.getByLabelText('Formula');
    expect(formula.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('field-expression-error')?.textContent).toBe('unexpected end of formula');
    expect(calls[0].data).toMatchObject({ expression: 'salary * ', result_type: 'char' });
  });

  it('a refusal naming no input shows above the form, with the spec\'s fallback when it has no message', async () => {
    open();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'x1' } });
    fireEvent.change(screen.getByLabelText('Label (English)'), { target: { value: 'X' } });
    answer('/rest/custom_field/candidate/field/save', { status: 400, body: { status: false, message: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(screen.getByText('Change Field Fail')).toBeTruthy();
  });

  it('a type change the server wants confirmed asks its question, then posts again with confirm_type_change', async () => {
    const onSaved = vi.fn();
    render(<FieldDialog model="candidate" fields={[]} models={[]} onSaved={onSaved} onCancel={vi.fn()}
      field={{ name: 'grade', label_value: 'Grade', type: 'char', custom: true, label: { en: 'Grade', zh_CN: '等级', zh_TW: '等級' } }} />);
    expect(screen.queryByLabelText('Name')).toBeNull(); // the name is fixed once created
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'integer' } });
    answer('/rest/custom_field/candidate/field/save',
      { status: 409, body: { status: false, message: '12 values are not numbers and will be cleared. Continue?', data: { confirm: true } } },
      { body: { status: true, data: { name: 'grade' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    fireEvent.click(within(screen.getByText('12 values are not numbers and will be cleared. Continue?').closest('dialog')!).getByRole('button', { name: 'Change the type' }));
    await settle();
    expect(calls.map((c) => (c.data as { confirm_type_change?: boolean }).confirm_type_change)).toEqual([undefined, true]);
    expect(calls[1].data).toMatchObject({ name: 'grade', type: 'integer', new: false });
    expect(onSaved).toHaveBeenCalled();
  });

  it('checks the name before posting', async () => {
    open();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Bad Name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(calls).toEqual([]);
    expect(document.getElementById('field-name-error')?.textContent).toMatch(/lower-case letter/);
  });
});

describe('views', () => {
  beforeEach(() => useSession.setState({ user: { id: 7 } as never }));

  it('sections the suffixes, and deleting Default shows the server\'s reason', async () => {
    answer('/rest/viewconfig/get_type', { body: { status: true, list: [
      { code: '', value: 'Default', group: -99 }, { code: 'team', value: 'Team view', group: -1 }, { code: 'mine', value: 'Mine', group: 7 },
    ] } });
    render(<SuffixSelector model="candidate" selected="" onSelect={vi.fn()} onNewView={vi.fn()} onNewViewEnd={vi.fn()} onDeleted={vi.fn()} />);
    await settle();
    expect(within(screen.getByRole('group', { name: 'System Management' })).getByRole('radio', { name: 'Default' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Shared Settings' })).getByRole('radio', { name: 'Team view' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Personal Settings' })).getByRole('radio', { name: 'Mine' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete view' }));
    answer('/rest/custom_field/suffix/delete/', { status: 400, body: { status: false, message: 'Deleting Default is not allowed.' } });
    fireEvent.click(within(screen.getByText('Delete the view “Default”?').closest('dialog')!).getByRole('button', { name: 'Delete view' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Deleting Default is not allowed.');
    expect(calls[1].url).toBe('/rest/custom_field/suffix/delete/default?type=candidate');
  });

  it('a refusal without a message says Delete View Fail', async () => {
    answer('/rest/viewconfig/get_type', { body: { status: true, list: [{ code: 'team', value: 'Team view', group: -1 }] } });
    render(<SuffixSelector model="candidate" selected="team" onSelect={vi.fn()} onNewView={vi.fn()} onNewViewEnd={vi.fn()} onDeleted={vi.fn()} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Delete view' }));
    answer('/rest/custom_field/suffix/delete/team', { status: 403, body: { status: false, message: '' } });
    fireEvent.click(within(screen.getByText('Delete the view “Team view”?').closest('dialog')!).getByRole('button', { name: 'Delete view' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Delete View Fail');
  });

  it('a new view needs a name', async () => {
    const onCreated = vi.fn();
    render(<NewViewDialog model="candidate" onCreated={onCreated} onCancel={vi.fn()} />);
    expect(screen.getByPlaceholderText('please enter view name')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Please enter view name!');
    expect(calls).toEqual([]);
    fireEvent.change(screen.getByLabelText('View name'), { target: { value: 'Pipeline' } });
    answer('/rest/viewconfig/add', { body: { status: true, data: { code: 'v12' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await settle();
    expect(calls[0].data).toEqual({ model: 'candidate', value: 'Pipeline', group: -1 });
    expect(onCreated).toHaveBeenCalledWith('v12', 'Pipeline');
  });
});

describe('model packages', () => {
  it('shows the server\'s refusal verbatim; an install reads the navigation again', async () => {
    useNavbar.setState({ userId: 7, config: { link_list: [], add_menu: [] } });
    answer('/rest/metapackage/list', { body: { status: true, list: [] } }, { body: { status: true, list: [{ name: 'referencecheck', version: '1.0.0', models: ['referencecheck'] }] } });
    render(<PackagesPage />);
    await settle();
    const bundle = '{"name":"referencecheck"}';
    answer('/rest/metapackage/install',
      { status: 400, body: { status: false, message: 'model "candidate" already exists' } },
      { body: { status: true, data: { name: 'referencecheck', models: ['referencecheck'] } } });
    const file = screen.getByLabelText('Package file (.json)');
    fireEvent.change(file, { target: { files: [new File([bundle], 'bad.json')] } });
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('model "candidate" already exists');
    answer('/rest/user/navbar_config/7', { body: { status: true, link_list: [{ key: 'referencecheck', model: 'referencecheck', is_model: true, label: 'R', label_en: 'Reference checks', label_tw: 'R', url: '/crm#referencecheck/list', new_window: false }], add_menu: [] } });
    fireEvent.change(file, { target: { files: [new File([bundle], 'referencecheck.json')] } });
    await settle();
    await settle();
    expect(calls.filter((c) => c.url === '/rest/metapackage/install').map((c) => c.data)).toEqual([{ name: 'referencecheck' }, { name: 'referencecheck' }]);
    expect(useNavbar.getState().config?.link_list[0].model).toBe('referencecheck');
    expect(screen.getByRole('link', { name: 'Export referencecheck' }).getAttribute('href')).toBe('/rest/metapackage/referencecheck/export');
  });
});
