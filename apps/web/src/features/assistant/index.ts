/** The assistant feature's public entry: what other features may use. */
export { AssistantPanel, type AssistantPanelProps } from './components/assistant-panel';
export { useAssistantPageContext, type AssistantPageContext } from './page-context';
export { completionStatsQueryOptions, useCompletionStats, type CompletionStats } from './api/get-completion-stats';
