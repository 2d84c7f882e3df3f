/** What other features may use of the measures feature. */
export { useDueForms, dueFormsQueryOptions, getDueForms } from './api/get-due-forms';
export { usePortalHistory } from './api/get-portal-history';
export { measureKeys } from './api/keys';
export { CrisisPanel } from './components/crisis-panel';
export { MeasureForm } from './components/measure-form';
export { MeasuresCard } from './components/measures-card';
export { MoodLog } from './components/mood-log';
export { ScoresChart } from './components/scores-chart';
export { trendText } from './components/trend-line';
