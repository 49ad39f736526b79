// The UI modules of the app, in the order their entries show (settings sidebar, record
// buttons, shell hosts; header entries are placed by their own order). The one file that
// names the feature folders; main.tsx installs the list as the app starts.
import { approvals } from '../approval/module';
import { accounts } from '../auth/module';
import { telephony } from '../calls/module';
import { mail } from '../email/module';
import { activity } from '../feed/module';
import { notices } from '../notice/module';
import { notifications } from '../notifications/module';
import { pipeline } from '../pipeline/module';
import { reports } from '../reports/module';
import { reportshare } from '../reportshare/module';
import { resume } from '../resume/module';
import { scorecard } from '../scorecard/module';
import { sidebar } from '../sidebar/module';
import { studio } from '../studio/module';
import { tags } from '../tags/module';
import { jobboard } from '../jobboard/module';
import { hunterboard } from '../hunterboard/module';
import { calendar } from '../todo/module';
import { dashboard } from '../dashboard/module';
import { liepin } from '../liepin/module';
import type { UiModule } from './registry';

export const modules: readonly UiModule[] = [
  accounts, studio, sidebar, tags, activity, calendar, notices, mail, approvals, pipeline, notifications, telephony, scorecard, resume, reports, reportshare, dashboard,
  jobboard, liepin, hunterboard,
];
