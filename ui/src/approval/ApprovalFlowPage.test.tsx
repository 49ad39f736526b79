import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import type { CurrentUser, ModelMeta } from '../api/types';
import { useSession } from '../stores/session';
import { ApprovalFlowPage } from './ApprovalFlowPage';

const approve = vi.fn(async () => {});
const reject = vi.fn(async () => {});
vi.mock('./approvalApi', () => ({
  approvalApi: {
    names: async () => new Map([[3, 'Crystal Wang'], [6, 'David Chen']]),
    approve: (...a: unknown[]) => approve(...(a as [])),
    reject: (...a: unknown[]) => reject(...(a as [])),
  },
}));
// jsdom has no modal dialogs.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.open = true; };
afterEach(() => { cleanup(); approve.mockClear(); reject.mockClear(); });

const meta = { name: 'approvalflow', label_value: 'Approval', views: {}, allowed_actions: [], fields: [] } as unknown as ModelMeta;
const flow = {
  id: 5, version: 2, status: 'pending', model: 'invoice', record_id: 8, record_name: 'Min Lin - Go Engineer', applicant: { id: 9, __name__: 'Leo Cao' },
  approvers: [{ id: 3 }],
  flow_data: JSON.stringify([
    { name: 'Level 1', type: 'line_manager', approvers: [3], status: 'pending', entries: [] },
    { name: 'Level 2', type: 'line_manager', approvers: [], missing: 'line_manager', status: 'waiting', entries: [] },
  ]),
};

function page(user: number, isAdmin = false, onChanged = () => {}) {
  useSession.setState({ user: { id: user, isAdmin } as CurrentUser });
  return render(<ApprovalFlowPage model="approvalflow" meta={meta} flow={flow} onChanged={onChanged} />);
}

describe('ApprovalFlowPage', () => {
  it('shows the record, the applicant and each level; a level without line manager says so in red', async () => {
    const { getByRole, getByText, findByText } = page(6);
    expect(getByRole('link', { name: 'Min Lin - Go Engineer' }).getAttribute('href')).toBe('#invoice/detail?id=8');
    expect(getByText('Leo Cao')).toBeTruthy();
    await findByText('Crystal Wang');
    expect(getByText('No Line Manager').className).toContain('text-red-600');
  });

  it.each([
    ['the pending approver', 3, false, true], ['anyone else', 6, false, false], ['an administrator who is no approver', 6, true, false],
  ])('%s (user %i, admin %s): Approve and Reject shown %s', (_, user, admin, want) => {
    const { queryByRole } = page(user, admin);
    expect(!!queryByRole('button', { name: 'Approve' })).toBe(want);
    expect(!!queryByRole('button', { name: 'Reject' })).toBe(want);
  });

  it('rejecting asks for feedback first, then sends it with the version read', async () => {
    const changed = vi.fn();
    const { getByRole, findByRole, getAllByRole } = page(3, false, changed);
    fireEvent.click(getByRole('button', { name: 'Reject' }));
    const submit = getAllByRole('button', { name: 'Reject' }).at(-1)!;
    fireEvent.click(submit);
    expect((await findByRole('alert')).textContent).toBe('Say why you reject it');
    expect(reject).not.toHaveBeenCalled();
    fireEvent.change(getByRole('textbox'), { target: { value: 'Amount is wrong' } });
    fireEvent.click(submit);
    await waitFor(() => expect(changed).toHaveBeenCalled());
    expect(reject).toHaveBeenCalledWith(5, 'Amount is wrong', 2);
  });
});
