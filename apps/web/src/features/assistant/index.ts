/** The assistant feature's public entry: what other features may use. */
export { AssistantPanel, type AssistantPanelProps } from './components/assistant-panel';
