/** What other features and the shell may use of the tasks feature (ESLint holds them to this entry). */
export { TaskFormDialog } from './components/task-form-dialog';
export { taskKeys } from './api/keys';
