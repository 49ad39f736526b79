// Pure rules of the pipeline board: what it lists, how many each stage holds, where a dragged
// card may go, and where the keyboard moves a dragged card.
import type { FacetValue, PipelineMeta } from '../api/types';
import { allowedMoves } from './pipeline';

/** The board's records: those linked to the board record by the pipeline's board field. */
export function boardGql(boardField: string, boardId: number | string): string {
  return `${boardField}=${boardId}`;
}

/** Counts per stage code from the stage field's facet. */
export function stageCounts(facet: FacetValue[] | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of facet ?? []) out[String(v.key)] = (out[String(v.key)] ?? 0) + Number(v.value);
  return out;
}

export type DropVerdict = 'same' | 'allowed' | 'forbidden';

/** A card from stage `from` over column `to`: its own column is no move (a slip of the mouse
 * must not open a form), a column the pipeline allows takes it, any other refuses it. */
export function dropVerdict(pipeline: PipelineMeta, from: string, to: string): DropVerdict {
  if (from === to) return 'same';
  return allowedMoves(pipeline, from).includes(to) ? 'allowed' : 'forbidden';
}

export interface Box { left: number; top: number; width: number; height: number }

/** Keyboard dragging across columns: ArrowRight/ArrowLeft jump to the centre of the nearest
 * column to that side (by centre), other keys stay. Answers undefined when there is none. */
export function nextColumnPoint(columns: Box[], at: { x: number; y: number }, key: string): { x: number; y: number } | undefined {
  const dir = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  if (!dir) return undefined;
  const centres = columns.map((c) => ({ x: c.left + c.width / 2, y: c.top + Math.min(c.height / 2, 120) }));
  const ahead = centres.filter((c) => (c.x - at.x) * dir > 1).sort((a, b) => Math.abs(a.x - at.x) - Math.abs(b.x - at.x));
  return ahead[0];
}

/** The submission's hunter and the date its hunting validity counts from. */
export const HUNTER_FIELD = 'hunter';
export const SHORTLIST_FIELD = 'shortlistDate';

interface FieldLike { name: string; type: string; to?: string }

/** What a card shows, from the pipeline's links: the first link that is not the board is the
 * card's subject (the candidate), the next is its owner; the hunter and shortlist date when
 * the model has them. */
export function cardFields(model: string, pipeline: PipelineMeta, fields: FieldLike[]) {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const links = (pipeline.links ?? []).filter((l) => l !== pipeline.board && byName.get(l)?.type === 'foreignkey');
  const hunter = byName.get(HUNTER_FIELD);
  return {
    model,
    subject: links[0] ?? '__name__',
    subjectModel: links[0] ? byName.get(links[0])!.to : undefined,
    owner: links[1],
    hunter: hunter?.type === 'foreignkey' ? hunter.name : undefined,
    hunterModel: hunter?.to,
    shortlistDate: byName.has(SHORTLIST_FIELD) ? SHORTLIST_FIELD : undefined,
  };
}
