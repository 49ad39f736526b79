// English catalogue: the source of every key; zh_CN and zh_TW must have the same keys.
export const en = {
  common: {
    delete: 'Delete', signOut: 'Sign out', remove: 'Remove', cancel: 'Cancel', confirm: 'Confirm', close: 'Close', retry: 'Retry', loading: 'Loading…',
    networkError: 'Cannot reach the server. Check your connection and try again.',
    serverError: 'The server could not answer. Try again in a moment.',
  },
  login: {
    title: 'Sign in to Huntline', subtitle: 'Recruitment CRM for search firms',
    email: 'Email', password: 'Password', remember: 'Remember me', forgot: 'Forgot password?',
    signIn: 'Sign in', signingIn: 'Signing in…',
    incorrect: 'Username or Password is incorrect', chances: 'Login Chance: {{count}}',
    locked: 'Account is locked', expired: 'System already expired',
    forgotTitle: 'Reset your password', forgotHint: 'Enter your email and we will send you a link to set a new password.',
    send: 'Send reset link', backToSignIn: 'Back to sign in',
    resetSent: 'Reset password email has been sent to {{email}}', noAccount: 'This account does not exist',
    footer: '© {{year}} Huntline. All rights reserved.',
    heroTitle: 'Every candidate, client and job in one place.',
    heroBody: 'Search thousands of profiles in milliseconds, track every submission, and keep your whole team in step.',
  },
  password: {
    title: 'Set a new password', forcedHint: 'For your security, choose a new password before you continue.',
    current: 'Current password', next: 'New password', confirm: 'Confirm new password', save: 'Save password',
    mismatch: 'The two passwords do not match', empty: 'Password can not be empty', success: 'Change password success!',
  },
  expired: { title: 'System already expired', body: 'This workspace\'s subscription has ended. Contact your administrator to renew it.' },
  header: {
    chooseModels: 'Choose what to search', recent: 'Recently browsed', search: 'Please enter Name or ID', noResults: 'No matches', add: 'Add', language: 'Language',
    logout: 'Log out', back: 'Back {{name}}', more: 'More',
  },
  list: {
    massEdit: 'Edit', massEditTitle: 'Edit {{count}} records', massEditApply: 'Apply to {{count}}', massEditField: 'Field', massEditPick: 'Choose a field', massEditValue: 'New value', massEdited: 'Updated {{count}} records',
    preview: 'Preview', prevRecord: 'Previous record', nextRecord: 'Next record', openNewWindow: 'Open in new window', add: 'New', empty: 'No records yet', emptyFiltered: 'No records match these filters', clearFilters: 'Clear filters',
    perPage: '{{count}} / page', total: '{{n}} records', totalAbout: 'About {{n}} records',
    pageOf: 'Page {{page}} of {{pages}}', prev: 'Previous page', next: 'Next page',
    selected: '{{count}} selected', delete: 'Delete', export: 'Export',
    confirmDelete: 'Delete {{count}} records? You can recover them from the record page.',
    confirmExport: 'Are you sure to download {{count}} items?',
    deleted: '{{count}} records deleted', gql: 'Filter with gql, e.g. status=active&city__under=2', apply: 'Apply',
    filters: 'Filters', more: 'More', hide: 'Hide', selectAll: 'Select all on this page', selectRow: 'Select row',
    toggleSidebar: 'Show or hide filters', sidebar: 'List sidebar',
  },
  sidebar: {
    shareWith: 'Share with', sharePeople: 'People', shareTeams: 'Teams (and the teams below)', shareTitles: 'Titles',
    rename: 'Rename', renameNamed: 'Rename {{name}}',
    dragRows: 'Add {{count}} to a folder',
    fromMe: 'From me', shared: 'Shared', folders: 'Folders', noSavedFilters: 'Save a filter to find it here', noFolders: 'No folders yet',
    saveFilter: 'Save filter', saveFilterEmpty: 'Filter the list first, then save the filter', filterSaved: 'Filter saved', filterDeleted: 'Filter deleted',
    shareEveryone: 'Share with everyone', name: 'Name', newFolder: 'New folder', create: 'Create', folderDeleted: 'Folder deleted',
    confirmDeleteFilter: 'Delete the saved filter “{{name}}”?', confirmDeleteFolder: 'Delete the folder “{{name}}”? The records in it stay.',
    deleteNamed: 'Delete {{name}}', dragToReorder: 'Drag to reorder {{name}}',
    addToFolder: 'Add to folder', addToFolderTitle: 'Add {{count}} records to folders', add: 'Add', move: 'Move', onlyTheseFolders: 'Remove them from my other folders', addedToFolder: 'Added {{count}} records to the folders',
    noFoldersYet: 'You have no folders yet. Create one in the sidebar first.',
  },
  detail: {
    title: '{{name}} (ID: {{id}})', idMissing: 'ID is missing!', backToList: 'Back to list',
    edit: 'Edit', delete: 'Delete', recover: 'Recover', deletedBadge: 'Deleted', confirmDelete: 'Delete this record?',
  },
  relativeDate: { today: 'Today', yesterday: 'Yesterday', this_week: 'This week', last_week: 'Last week', this_month: 'This month', last_month: 'Last month', this_quarter: 'This quarter', last_quarter: 'Last quarter', this_year: 'This year', last_year: 'Last year' },
  form: { addTitle: 'New {{model}}', editTitle: 'Edit {{name}}', save: 'Save', saving: 'Saving…', cancel: 'Cancel', none: '— Select —', search: 'Type to search', required: 'This field is required', tooLong: 'At most {{limit}} characters', tooSmall: 'At least {{limit}}', tooLarge: 'At most {{limit}}', invalid: 'Please check this value', closeCheck: 'Are you sure you want to close it without save', discard: 'Close without saving', saved: 'Saved', fixErrors: 'Please correct the highlighted fields.',
    collection: { add: 'Add {{label}}', item: '{{label}} {{n}}', remove: 'Remove item {{n}}', keepOne: 'Please fill at least 1 of these fields.', empty: 'None yet.', full: 'At most {{max}} items' } },
  richtext: {
    toolbar: 'Formatting', loading: 'Loading editor…', bold: 'Bold', italic: 'Italic', underline: 'Underline', strike: 'Strikethrough',
    fontSize: 'Font size', fontSizeDefault: 'Size', color: 'Text colour', colorDefault: 'Default colour', bulletList: 'Bulleted list', orderedList: 'Numbered list',
    blockquote: 'Quote', link: 'Link', linkPrompt: 'Link address (http://, https:// or mailto:). Leave empty to remove the link.', linkInvalid: 'Only http://, https:// and mailto: links are allowed.',
    clear: 'Clear formatting', undo: 'Undo', redo: 'Redo',
    colors: { gray: 'Grey', red: 'Red', orange: 'Orange', green: 'Green', blue: 'Blue', purple: 'Purple', pink: 'Pink' },
  },
  treePicker: { placeholder: 'Choose…', search: 'Search', clear: 'Clear selection', expand: 'Expand', collapse: 'Collapse', more: 'Show more ({{count}} left)', noMatches: 'No matches', empty: 'Nothing to choose from', loadFailed: 'Could not load. Click to retry.' },
  profile: {
    nav: 'Account', details: 'Details', myProfile: 'My Profile', password: 'System Password', language: 'System Language',
    myProfileHint: 'Your account as your administrator set it up. Ask them to change these details.',
    passwordHint: 'Choose a new password. Your other signed-in sessions will be signed out.',
    languageHint: 'The language of menus, field names and messages. The page reloads in the new language.',
    unknown: 'This page is not available. Choose one of the pages on the left.',
    admin: 'Administrator', adminField: 'Administrator', yes: 'Yes', no: 'No', name: 'Name', current: 'Current',
  },
  language: { en: 'English', zh_CN: '简体中文', zh_TW: '繁體中文' },
};

/** Every catalogue has the shape of the English one. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Catalogue = Shape<typeof en>;
