/** The push feature's public entry: what other features may use. */
export { PushSettingsSection } from './push-settings-section';
