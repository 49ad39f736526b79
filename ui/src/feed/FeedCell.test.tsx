import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { FeedCell } from './FeedCell';
import type { FeedItem } from './types';

vi.mock('../stores/useModel', () => ({ useModel: () => ({ meta: undefined, error: undefined, retry: () => {} }) }));
afterEach(cleanup);

const note: FeedItem = {
  id: 1, type: 'candidate_note', external_type: 'note', external_model: 'note', external_id: 7, dateAdded: '2026-01-02T03:04:05Z',
  addedBy: { id: 3, __name__: 'Min Lin' }, operations: ['edit', 'delete'],
  target: { id: 7, content: '<p>ask @Leo Cao(id:5) and @all(id:0)<script>alert(1)</script></p>', attachments: [{ id: 9, originname: 'cv.pdf', ext: 'pdf', uuidname: 'u1', filesize: 2048 }] },
};

function cell(item: FeedItem, hideOperation = false) {
  return render(<ul><FeedCell item={item} hideOperation={hideOperation} onEdit={() => {}} onDelete={() => {}} /></ul>);
}

describe('FeedCell', () => {
  it.each([
    ['both operations', ['edit', 'delete'], false, ['Edit', 'Delete']],
    ['delete only', ['delete'], false, ['Delete']],
    ['none offered', [], false, []],
    ['hidden by hideOperation', ['edit', 'delete'], true, []],
  ])('%s', (_, operations, hide, want) => {
    const { queryAllByRole } = cell({ ...note, operations }, hide);
    expect(queryAllByRole('button').map((b) => b.getAttribute('aria-label')).filter((l) => l === 'Edit' || l === 'Delete')).toEqual(want);
  });

  it('renders a note: mentions highlighted (users as links), script dropped, attachments listed, author linked', () => {
    const { container, getByRole } = cell(note);
    const mentions = [...container.querySelectorAll('.mention')];
    expect(mentions.map((m) => [m.tagName, m.textContent])).toEqual([['A', '@Leo Cao'], ['SPAN', '@all']]);
    expect(container.querySelector('script')).toBeNull();
    expect(getByRole('button', { name: 'cv.pdf' })).toBeTruthy();
    expect(getByRole('link', { name: 'Min Lin' }).getAttribute('href')).toBe('#user/detail?id=3');
    expect(getByRole('img', { name: 'Note' })).toBeTruthy();
  });

  it('renders tag changes as chips linking to the list filtered by the tag', () => {
    const { getByRole } = cell({
      id: 2, type: 'candidate_tag', external_type: 'updateloggroup', external_model: 'candidate', external_id: 4, dateAdded: '2026-01-02T03:04:05Z',
      data: { changes: [{ field: 'tags', label: 'Tags', old: ['java'], new: ['go'], tags: true, added: ['go'], removed: ['java'] }] },
    });
    expect(getByRole('link', { name: 'go' }).getAttribute('href')).toBe('#candidate/list?gql=tags%3Dgo');
    expect(getByRole('link', { name: 'java' }).className).toContain('line-through');
    expect(getByRole('img', { name: 'Tags' })).toBeTruthy();
  });

  it('renders field changes as label: old → new', () => {
    const { getByRole } = cell({
      id: 3, type: 'candidate_updated', external_type: 'updateloggroup', external_model: 'candidate', external_id: 4, dateAdded: '2026-01-02T03:04:05Z',
      data: { changes: [{ field: 'status', label: 'Status', old: 'New', new: 'Active' }] },
    });
    const text = getByRole('list', { name: 'Changes' }).textContent ?? '';
    expect(text.startsWith('Status: New') && text.endsWith('Active')).toBe(true);
  });
});
