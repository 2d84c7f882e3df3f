/** The vault feature's public entry: what other features may use. */
export { SaveToVaultDialog, type SaveToVaultDialogProps } from './components/save-to-vault-dialog';
