import { describe, expect, it } from 'vitest';
import { fromEditorHtml, mentionChip, mentionsIn, renderMentions, repairMentions, toEditorHtml } from './mention';

describe('repairMentions', () => {
  it.each([
    ['well formed stays', '@Leo(id:5) hi', '@Leo(id:5) hi'],
    ['missing closing bracket', '@Leo(id:5 hi', '@Leo(id:5) hi'],
    ['full-width brackets and colon', '@王芳（id：12）好', '@王芳(id:12)好'],
    ['spaces and upper case', '@Leo Cao ( ID : 7 )', '@Leo Cao(id:7)'],
    ['= for :', '@Leo(id=3)', '@Leo(id:3)'],
    ['no colon', '@Leo(id5)', '@Leo(id:5)'],
    ['leading zeros', '@Leo(id:007)', '@Leo(id:7)'],
    ['all', '<p>@all(id:0)</p>', '<p>@all(id:0)</p>'],
    ['no suffix is left alone', 'mail me @ home', 'mail me @ home'],
  ])('%s', (_, input, want) => {
    expect(repairMentions(input)).toBe(want);
  });
});

describe('editor ↔ stored', () => {
  it.each([
    ['one user', '<p>ask @Leo Cao(id:5) now</p>', `<p>ask ${mentionChip(5, 'Leo Cao')} now</p>`],
    ['all is id 0', '<p>@all(id:0)</p>', `<p>${mentionChip(0, 'all')}</p>`],
    ['two', '<p>@A(id:1) and @B(id:2)</p>', `<p>${mentionChip(1, 'A')} and ${mentionChip(2, 'B')}</p>`],
    ['plain text', '<p>no mentions</p>', '<p>no mentions</p>'],
  ])('%s', (_, stored, editor) => {
    expect(toEditorHtml(stored)).toBe(editor);
    expect(fromEditorHtml(editor)).toBe(stored);
  });

  it('reads a chip whatever the attribute order', () => {
    expect(fromEditorHtml('<p><span class="mention" data-label="Leo" data-mention="9">@Leo</span></p>')).toBe('<p>@Leo(id:9)</p>');
  });

  it('repairs on the way into the editor', () => {
    expect(toEditorHtml('@Leo(id:5')).toBe(mentionChip(5, 'Leo'));
  });
});

describe('mentionsIn and renderMentions', () => {
  it('lists each mention once, in order', () => {
    expect(mentionsIn('@B(id:2) @all(id:0) @B(id:2) @C（id：3）')).toEqual([{ id: 2, name: 'B' }, { id: 0, name: 'all' }, { id: 3, name: 'C' }]);
  });
  it('renders users as links and all as a highlight', () => {
    expect(renderMentions('@Leo(id:5) @all(id:0)', (id) => `#user/detail?id=${id}`))
      .toBe('<a class="mention" data-mention="5" href="#user/detail?id=5">@Leo</a> <span class="mention" data-mention="0">@all</span>');
  });
});
