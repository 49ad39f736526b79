// What add-on B takes from the jobboard module (ui/src/jobboard, always on while a board plugin
// is): the OAuth bind window, the Import as candidate button and the job's Publish dropdown.
// The one file here that names the jobboard folder, so tests mock it in one place.
export { bindAccount, ImportResume, PopupBlockedError, registerPublishTarget, useBoardsStore, type PublishDialogProps } from '../jobboard';
