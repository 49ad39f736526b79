import { describe, expect, it } from 'vitest';
import type { PipelineMeta } from '../api/types';
import { boardGql, cardFields, dropVerdict, nextColumnPoint, stageCounts } from './board';

const pipeline: PipelineMeta = {
  stage: 'status', stages: [
    { code: 'longlist', to: ['cvsent', 'reject'] },
    { code: 'cvsent', model: 'cvsent', to: ['clientinterview', 'reject'] },
    { code: 'clientinterview', model: 'clientinterview', to: ['clientinterview', 'reject'] },
    { code: 'reject', model: 'reject', to: ['longlist'] },
  ],
};

describe('dropVerdict', () => {
  it.each([
    ['longlist', 'cvsent', 'allowed'],
    ['longlist', 'clientinterview', 'forbidden'],
    ['longlist', 'longlist', 'same'],
    ['clientinterview', 'clientinterview', 'same'], // even where the pipeline allows it
    ['reject', 'longlist', 'allowed'],
    ['reject', 'cvsent', 'forbidden'],
    ['unknown', 'cvsent', 'forbidden'],
  ] as const)('%s → %s: %s', (from, to, want) => {
    expect(dropVerdict(pipeline, from, to)).toBe(want);
  });
});

describe('stageCounts', () => {
  it.each([
    [undefined, {}],
    [[], {}],
    [[{ key: 'cvsent', value: 2, label: 'CV Sent', query: 'status=cvsent' }, { key: 'longlist', value: 5, label: 'L', query: '' }], { cvsent: 2, longlist: 5 }],
  ])('%j', (facet, want) => {
    expect(stageCounts(facet)).toEqual(want);
  });
});

describe('boardGql', () => {
  it('filters by the board field', () => {
    expect(boardGql('joborder', 12)).toBe('joborder=12');
  });
});

describe('nextColumnPoint', () => {
  const cols = [0, 300, 600].map((left) => ({ left, top: 100, width: 280, height: 600 }));
  it.each([
    ['right from the first', { x: 140, y: 200 }, 'ArrowRight', { x: 440, y: 220 }],
    ['right from between', { x: 300, y: 200 }, 'ArrowRight', { x: 440, y: 220 }],
    ['left from the last', { x: 740, y: 200 }, 'ArrowLeft', { x: 440, y: 220 }],
    ['right from the last: none', { x: 740, y: 200 }, 'ArrowRight', undefined],
    ['down: not a column move', { x: 140, y: 200 }, 'ArrowDown', undefined],
  ])('%s', (_, at, key, want) => {
    expect(nextColumnPoint(cols, at, key)).toEqual(want);
  });
});

describe('cardFields', () => {
  const fields = [
    { name: 'candidate', type: 'foreignkey', to: 'candidate' },
    { name: 'joborder', type: 'foreignkey', to: 'joborder' },
    { name: 'owner', type: 'foreignkey', to: 'user' },
    { name: 'hunter', type: 'foreignkey', to: 'user' },
    { name: 'shortlistDate', type: 'datetime' },
  ];
  it('reads the card from the links, the board left out', () => {
    expect(cardFields('jobsubmission', { ...pipeline, board: 'joborder', links: ['candidate', 'joborder', 'owner'] }, fields)).toEqual({
      model: 'jobsubmission', subject: 'candidate', subjectModel: 'candidate', owner: 'owner', hunter: 'hunter', hunterModel: 'user', shortlistDate: 'shortlistDate',
    });
  });
  it('falls back to the record name without links', () => {
    expect(cardFields('x', pipeline, [])).toEqual({ model: 'x', subject: '__name__', subjectModel: undefined, owner: undefined, hunter: undefined, hunterModel: undefined, shortlistDate: undefined });
  });
});
