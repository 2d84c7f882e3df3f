import { z } from 'zod';

// Risk assessment: the Columbia (C-SSRS) screener with its triage, self-harm and homicide items,
// risk and protective factors, the clinician's formulation; and the Stanley–Brown safety plan.

export const riskLevels = ['low', 'moderate', 'high'] as const;
export type RiskLevel = (typeof riskLevels)[number];

export const riskAssessmentStatuses = ['draft', 'completed'] as const;
export type RiskAssessmentStatus = (typeof riskAssessmentStatuses)[number];

export const riskLevelSchema = z.enum(riskLevels);
