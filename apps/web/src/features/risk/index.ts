/** What other features may use of the risk feature (ESLint holds them to this entry). */
export { ClientRiskTab, newAssessmentHref } from './components/client-risk-tab';
export { SafetyPlanView } from './components/safety-plan-view';
export { RiskLevelChip } from './components/risk-level-chip';
export { useClientRiskAssessments } from './api/list-client-risk-assessments';
export { AttachAssessmentField } from './components/attach-assessment-field';
export { assessmentHref } from './components/assessment-table';
