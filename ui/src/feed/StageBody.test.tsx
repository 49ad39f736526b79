import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import type { FieldMeta, ModelMeta } from '../api/types';
import { key, useModelMeta } from '../stores/modelMeta';
import { FeedCell } from './FeedCell';
import { cellKind } from './cellKind';
import type { FeedItem } from './types';

// Models not given below are never answered: the cell must not need them.
vi.mock('../api/endpoints', () => ({ api: { modelMeta: () => new Promise(() => {}) } }));
afterEach(cleanup);

const fk = (name: string, to: string): FieldMeta => ({ name, label_value: name, type: 'foreignkey', to });
const model = (name: string, fields: FieldMeta[], extra: Partial<ModelMeta> & Record<string, unknown> = {}): ModelMeta =>
  ({ name, label_value: name === 'approvalflow' ? 'Approval' : name, views: {}, allowed_actions: [], fields, ...extra }) as ModelMeta;

const metas: ModelMeta[] = [
  model('jobsubmission', [{ name: 'status', label_value: 'Stage', type: 'dropdown', options: [
    { code: 'clientinterview', value: 'Interview', en_US: 'Client Interview', color: '#7c3aed' },
  ] }], { pipeline: { stage: 'status', board: 'joborder', stages: [{ code: 'clientinterview', model: 'clientinterview', to: [] }] } }),
  model('clientinterview', [
    fk('jobsubmission', 'jobsubmission'), fk('joborder', 'joborder'), fk('candidate', 'candidate'),
    { name: 'round', label_value: 'Round', type: 'dropdown', options: [{ code: '2', value: '2', en_US: 'Second round' }] },
    { name: 'interviewDate', label_value: 'Interview Date', type: 'date' },
    { name: 'status', label_value: 'Result', type: 'dropdown', options: [{ code: 'pass', value: 'pass', en_US: 'Passed', color: '#16a34a' }] },
  ], { views: { list: { columns: ['candidate', 'joborder', 'round', 'interviewDate', 'status'] } } }),
  model('approvalflow', [
    fk('jobsubmission', 'jobsubmission'), fk('joborder', 'joborder'),
    { name: 'record_name', label_value: 'Subject', type: 'char' },
    { name: 'status', label_value: 'Status', type: 'dropdown', options: [{ code: 'pending', value: 'pending', en_US: 'Pending Approval', color: '#d97706' }] },
  ], { views: { list: { columns: ['status'] } } }),
];

beforeEach(() => {
  useModelMeta.setState({ entries: Object.fromEntries(metas.map((m) => [key(m.name, 'en'), { meta: m }])) });
});

const base = { id: 1, dateAdded: '2026-11-20T08:00:00Z', addedBy: { id: 3, __name__: 'Leo Cao' }, operations: [] };

function cell(item: FeedItem) {
  return render(<ul><FeedCell item={item} onEdit={() => {}} onDelete={() => {}} /></ul>);
}

describe('stage cell', () => {
  it.each([
    ['cvsent', 'stage'], ['clientinterview', 'stage'], ['offersign', 'stage'], ['onboard', 'stage'], ['invoice', 'stage'], ['reject', 'stage'],
    ['approvalflow', 'stage'], ['note', 'note'], ['updateloggroup', 'record'],
  ])('%s items are %s cells', (type, want) => {
    expect(cellKind({ type: type === 'note' ? 'candidate_note' : type, external_type: type })).toBe(want);
  });

  it('shows the stage in its colour, the job as a link and the key fields by their labels', () => {
    const { getByText, getByRole, container } = cell({
      ...base, type: 'clientinterview', external_type: 'clientinterview', external_model: 'clientinterview', external_id: 9,
      target: { id: 9, joborder: { id: 12, __name__: 'Go Engineer' }, candidate: { id: 4, __name__: 'Min Lin' }, round: '2', interviewDate: '2026-11-25', status: 'pass' },
    });
    const stage = getByText('Client Interview');
    expect(stage.closest('span')?.getAttribute('style')).toContain('rgb(124, 58, 237)');
    expect(getByRole('link', { name: 'Go Engineer' }).getAttribute('href')).toBe('#joborder/detail?id=12');
    expect(getByText('Round:')).toBeTruthy();
    expect(getByText('Second round')).toBeTruthy();
    expect(getByText('Interview Date:')).toBeTruthy();
    // The result shows once, as the cell's status label; links are not repeated as key fields.
    expect(getByText('Passed')).toBeTruthy();
    expect(container.textContent).not.toContain('candidate:');
    expect(container.querySelector('[data-stage]')?.getAttribute('data-stage')).toBe('clientinterview');
  });

  it('shows an approval flow with its status, current level and the record it approves', () => {
    const { getByText, getByRole } = cell({
      ...base, type: 'approvalflow', external_type: 'approvalflow', external_model: 'approvalflow', external_id: 5,
      target: {
        id: 5, status: 'pending', model: 'invoice', record_id: 8, record_name: 'Min Lin - Go Engineer 30000', joborder: { id: 12, __name__: 'Go Engineer' },
        flow_data: JSON.stringify([{ name: 'Level 1', approvers: [3], status: 'approved', entries: [] }, { name: 'Level 2', approvers: [6], status: 'pending', entries: [] }]),
      },
    });
    expect(getByText('Approval')).toBeTruthy();
    expect(getByText('Pending Approval')).toBeTruthy();
    expect(getByText('Current: Level 2')).toBeTruthy();
    expect(getByRole('link', { name: 'Min Lin - Go Engineer 30000' }).getAttribute('href')).toBe('#invoice/detail?id=8');
    expect(getByRole('link', { name: 'Go Engineer' }).getAttribute('href')).toBe('#joborder/detail?id=12');
  });
});
