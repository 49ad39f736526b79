// The mail a stage move may send (issue 16, CV Sent): offered when the mail model links the
// stage's model (metadata: the CV module's `cvsent` link on the mail), written from a
// template that attaches the candidate's CV, to the client's contacts. Pure helpers, tested
// apart from the dialog.
import type { EmailTemplate, EmailTemplateSets } from '../api/emailEndpoints';
import type { FieldMeta } from '../api/types';
import { idOf } from '../widgets/display/types';

/** The mail's link to a stage model, whose record a move makes: the mail sent with the move
 * links it. None: the stage sends no mail. */
export function stageMailLink(mailFields: FieldMeta[] | undefined, stageModel: string): string | undefined {
  return mailFields?.find((f) => f.type === 'foreignkey' && f.to === stageModel)?.name;
}

const cjk = /[\u3400-\u9fff]/;

/** The template a CV mail starts from: a system template attaching CVs, in the user's
 * language when one is (a Chinese name for zh_CN and zh_TW), else the user's own. */
export function cvTemplate(sets: EmailTemplateSets, lang: string): EmailTemplate | undefined {
  const attaching = [...sets.system, ...sets.user].filter((t) => t.attach_resume);
  const zh = lang.startsWith('zh');
  return attaching.find((t) => cjk.test(t.name) === zh) ?? attaching[0];
}

/** The ids a form value of a link field holds (ids or {id, __name__} objects, one or many). */
export function linkIds(v: unknown): number[] {
  const list = Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v];
  return list.map(idOf).filter((id): id is number => id !== undefined);
}

/** Adds the addresses found to the ones typed, each once, in order. */
export function withAddresses(to: string[], found: string[]): string[] {
  return [...to, ...found.filter((a) => !to.includes(a))];
}
