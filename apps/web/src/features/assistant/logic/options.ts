import { suggestedActionLabels, suggestedActionMessage, suggestedActions, type SuggestedAction } from '@tend/contracts/assistant.contract';

/** Spec 3: an option carries a label, or text, or a value. */
export interface RawOption {
  label?: unknown;
  text?: unknown;
  value?: unknown;
}

export interface UsableOption {
  label: string;
  /** What clicking the option sends. */
  message: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Spec 5: options without a usable label are dropped; clicking sends the value, else the label. */
export function usableOptions(options: readonly RawOption[] | null | undefined): UsableOption[] {
  const out: UsableOption[] = [];
  for (const option of options ?? []) {
    if (typeof option !== 'object' || option === null) continue;
    const label = text(option.label) || text(option.text) || text(option.value);
    if (!label) continue;
    out.push({ label, message: text(option.value) || label });
  }
  return out;
}

export interface ActionChip {
  action: SuggestedAction;
  label: string;
  message: string;
}

/** Spec 9: a suggested action as a chip with its label; clicking sends 'yes, {action with spaces}'. */
export function actionChip(action: string | null | undefined): ActionChip | null {
  const known = suggestedActions.find((a) => a === action);
  return known ? { action: known, label: suggestedActionLabels[known], message: suggestedActionMessage(known) } : null;
}
