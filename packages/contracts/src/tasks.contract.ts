import { z } from 'zod';

// Tasks: a clinician's own, and those the practice creates by itself (source other than manual).

export const taskStatuses = ['open', 'done'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

export const taskPriorities = ['low', 'normal', 'high', 'urgent'] as const;
export type TaskPriority = (typeof taskPriorities)[number];

/** Where a task came from; every source but manual closes itself when its cause is resolved. */
export const taskSources = ['manual', 'measure_urgent', 'unsigned_note', 'unanswered_message', 'expiring_consent', 'risk_followup'] as const;
export type TaskSource = (typeof taskSources)[number];

export const taskStatusSchema = z.enum(taskStatuses);
export const taskPrioritySchema = z.enum(taskPriorities);
