// Notices (SMS and WeChat): the SMS templates settings page and Notify on a record's page.
import { MessageSquareText } from 'lucide-react';
import { lazy } from 'react';
import type { UiModule } from '../modules/registry';
import { split } from '../modules/split';

export const notices: UiModule = {
  name: 'notices',
  settings: [{
    type: 'sms-templates', labelKey: 'notice.templates.title', icon: MessageSquareText,
    Component: lazy(() => import('./SmsTemplatesPage').then((m) => ({ default: () => <m.SmsTemplatesPage /> }))),
  }],
  recordButtons: [split(() => import('./NotifyRecordButton'))],
};
