// The schema as one object for drizzle() and drizzle-kit; application code imports the table files directly.
export * from './practices';
export * from './users';
export * from './auth';
export * from './clients';
export * from './encounters';
export * from './scheduling';
export * from './reminders';
export * from './client-details';
export * from './notes';
export * from './conversations';
export * from './audit';
export * from './assistant';
export * from './jobs';
export * from './notifications';
export * from './vault';
export * from './push';
