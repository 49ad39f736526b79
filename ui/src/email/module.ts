// Mail: the composer (page float 'email', and the add form of a 'message' model), the e-mail
// settings page and the outbox, the send_email / retry_email record actions, the invitations
// of a record on a calendar, and Retry on the mail list's rows.
import { CalendarPlus, Inbox, Mail, RefreshCw } from 'lucide-react';
import { lazy } from 'react';
import type { UiModule } from '../modules/registry';
import { split } from '../modules/split';
import { emailActions } from './emailActions';
import { invitationActions } from './invitations';

const EmailComposer = lazy(() => import('./EmailComposer'));

export const mail: UiModule = {
  name: 'mail',
  // The composer and the CV Sent mail offer the candidate's CVs (the résumés field, its file list).
  requires: ['resume'],
  floats: [{ type: 'email', sub: '', Component: EmailComposer }],
  // Mails are written in the composer, never through the generic form.
  recordForms: [{ matches: (meta, edit) => meta.mail_role === 'message' && !edit, Component: EmailComposer }],
  settings: [{
    type: 'email-config', labelKey: 'email.templates.settingsTitle', icon: Mail,
    Component: lazy(() => import('./EmailConfigPage').then((m) => ({ default: m.EmailConfigPage }))),
  }, {
    // Every mail by where it stands (issue 17): the administrators' view of what went out.
    type: 'mail-outbox', labelKey: 'email.outbox.title', icon: Inbox, adminOnly: true,
    Component: lazy(() => import('./OutboxPage')),
  }],
  recordActions: [{
    actions: ({ model, record, states, onChanged, fail }) => emailActions(model, record, states, onChanged, fail)
      .map((a) => ({ ...a, icon: a.name === 'send_email' ? Mail : RefreshCw })),
  }, {
    // A record on a calendar (an interview) invites its attendees with an .ics (issue 17).
    actions: ({ model, record, fail }) => invitationActions(model, record, fail).map((a) => ({ ...a, icon: CalendarPlus })),
  }],
  rowActions: [{ matches: (meta) => meta.mail_role === 'message', ...split(() => import('./RetryButton').then((m) => ({ default: m.RetryButton }))) }],
};
