import { z } from 'zod';

// Forms and standard measures (measurement-based care).

/** The intake questionnaire and the standard measures a clinician can assign. */
export const measureKinds = ['intake', 'phq9', 'gad7', 'pcl5'] as const;
export type MeasureKind = (typeof measureKinds)[number];

/** How often an assigned form is due. */
export const measureSchedules = ['once', 'every_visit', 'every_other_visit', 'monthly'] as const;
export type MeasureSchedule = (typeof measureSchedules)[number];

export const measureKindSchema = z.enum(measureKinds);
export const measureScheduleSchema = z.enum(measureSchedules);
