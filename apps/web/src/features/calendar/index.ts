/** What other features may use of the calendar feature (ESLint holds them to this entry). */
export { AppointmentDialog } from './components/appointment-dialog';
export { ReminderSettingsCard } from './components/reminder-settings-card';
