// What the board modules (ui/src/liepin, ui/src/hunterboard) use of the shared module; their
// module.ts lists requires: ['jobboard'].
export { bindAccount, PopupBlockedError } from './bindAccount';
export { useBoards, useBoardsStore } from './boards';
export { ImportResume } from './ImportResume';
export { registerPublishTarget, type PublishTarget, type PublishDialogProps } from './publishTargets';
export { siteLabel } from './sites';
export type { Account, Board, Imported } from './api';
