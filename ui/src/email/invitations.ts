// Invitations (issue 17): a record on a calendar (an interview) offers Invite {group} for each
// group of attendees its model info names (invitations: the candidate, the interviewers). The
// server writes the .ics (same UID, higher SEQUENCE once rescheduled); the composer opens with
// it attached, addressed to them, on the group's template type in their language.
import { emailApi } from '../api/emailEndpoints';
import type { DataRecord, ModelMeta } from '../api/types';
import { i18n } from '../i18n';
import { usePageFloat, type FloatData } from '../stores/pageFloat';
import { key, useModelMeta } from '../stores/modelMeta';
import { idOf } from '../widgets/display/types';
import type { ComposerData } from './EmailComposer';

export interface InvitationGroup { link: string; label: string; template_type?: string }
type WithInvitations = ModelMeta & { invitations?: InvitationGroup[]; calendar_link?: string };

/** The ids a link value holds (a single link or a multiple one). */
function linkIds(v: unknown): number[] {
  const list = Array.isArray(v) ? v : v == null ? [] : [v];
  return list.map((x) => idOf(x)).filter((x): x is number => x !== undefined);
}

/** The Invite actions of a record whose model invites: none until the record has its
 * calendar entry (a time), none for a group the record names nobody in. */
export function invitationActions(model: string, record: DataRecord, fail: (e: unknown) => void, meta?: WithInvitations) {
  const m = meta ?? (useModelMeta.getState().entries[key(model, i18n.language)]?.meta as WithInvitations | undefined);
  if (!m?.invitations?.length || (m.calendar_link && idOf(record[m.calendar_link]) === undefined)) return [];
  return m.invitations.filter((g) => linkIds(record[g.link]).length > 0).map((g) => ({
    name: `invite_${g.link}`,
    label: i18n.t('email.invite', { who: g.label }),
    run: async () => {
      try {
        const inv = await emailApi.invitation(model, record.id, g.link);
        // The invited records are what the mail is about too: their language picks the template.
        const target = m.fields.find((f) => f.name === g.link)?.to;
        const first = linkIds(record[g.link])[0];
        const data: ComposerData = {
          about: { model, id: record.id, record }, to: inv.to, files: [inv.file], templateType: g.template_type,
          links: target && first !== undefined ? { [target]: first } : undefined,
        };
        usePageFloat.getState().open('email', { ...data } as FloatData);
      } catch (e) { fail(e); }
    },
  }));
}
