import { sql, type SQL } from 'drizzle-orm';
import { tasks } from '@tend/db/schema/tasks';

/**
 * A safety alert makes one task per recipient, so its key is the cause and the recipient
 * (`<cause>:<user>`); a task nobody could be given keeps the cause alone.
 */
export const safetyTaskKey = (causeId: string, assigneeId: string | null) => (assigneeId ? `${causeId}:${assigneeId}` : causeId);

/** The cause part of a task's key: what closing a cause's tasks matches (keys made before per-recipient tasks are the cause alone). */
export const safetyTaskCause: SQL = sql`split_part(${tasks.sourceKey}, ':', 1)`;
