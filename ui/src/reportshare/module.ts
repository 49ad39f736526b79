// Saved, shared and scheduled reports (the server's reportshare module). It adds no slot of
// its own: the report page (ui/src/reports) mounts its components from index.ts. It shares
// through the saved filters' share control, so it requires the sidebar module.
import type { UiModule } from '../modules/registry';

export const reportshare: UiModule = {
  name: 'reportshare',
  requires: ['sidebar'],
};
