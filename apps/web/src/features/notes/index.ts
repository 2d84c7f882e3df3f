/** What other features may use of the notes feature (ESLint holds them to this entry). */
export { noteKeys } from './api/keys';
export { noteQueryOptions, useNote } from './api/get-note';
export { useApproveNote, type ApproveNoteVariables } from './api/approve-note';
export { useSaveNote, type SaveNoteResult, type SaveNoteVariables } from './api/save-note';
