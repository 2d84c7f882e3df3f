import {
  crisisLine988,
  isLifelineEntry,
  type PlanContact,
  type SafetyPlan,
  type SafetyPlanSectionKey,
  type SafetyPlanSections,
} from '@tend/contracts/risk.contract';

export type ItemSection = 'warning_signs' | 'internal_coping' | 'making_environment_safe' | 'reasons_for_living';
export type ContactSection = 'social_distraction' | 'people_to_ask_for_help' | 'professionals_and_agencies';

export const itemSections: readonly ItemSection[] = ['warning_signs', 'internal_coping', 'making_environment_safe', 'reasons_for_living'];
export const isItemSection = (key: SafetyPlanSectionKey): key is ItemSection => (itemSections as readonly string[]).includes(key);

/** The plan being edited; the 988 Lifeline is not in it (it is always on the plan, shown fixed). */
export type PlanDraft = SafetyPlanSections;

export const emptyPlanDraft = (): PlanDraft => ({
  warning_signs: [],
  internal_coping: [],
  social_distraction: [],
  people_to_ask_for_help: [],
  professionals_and_agencies: [],
  making_environment_safe: [],
  reasons_for_living: [],
});

export function planDraftFrom(plan: SafetyPlan | null): PlanDraft {
  if (!plan) return emptyPlanDraft();
  const s = plan.sections;
  return { ...s, professionals_and_agencies: s.professionals_and_agencies.filter((c) => !isLifelineEntry(c)) };
}

export const contactSections: readonly ContactSection[] = ['social_distraction', 'people_to_ask_for_help', 'professionals_and_agencies'];

/** Rows with a phone but no name, keyed "section.index": refused rather than dropped, so no number is lost. */
export function planProblems(draft: PlanDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const key of contactSections)
    draft[key].forEach((c, i) => {
      if (!c.name.trim() && c.phone.trim()) problems[`${key}.${i}`] = 'Give a name for this number';
    });
  return problems;
}

/** What is saved: blank rows dropped, everything trimmed, the 988 Lifeline first among the professionals. */
export function planRequestSections(draft: PlanDraft): SafetyPlanSections {
  const items = (list: string[]) => list.map((i) => i.trim()).filter(Boolean);
  const contacts = (list: PlanContact[]) => list.map((c) => ({ name: c.name.trim(), phone: c.phone.trim() })).filter((c) => c.name || c.phone);
  return {
    warning_signs: items(draft.warning_signs),
    internal_coping: items(draft.internal_coping),
    social_distraction: contacts(draft.social_distraction),
    people_to_ask_for_help: contacts(draft.people_to_ask_for_help),
    professionals_and_agencies: [
      { name: crisisLine988.name, phone: crisisLine988.phone },
      ...contacts(draft.professionals_and_agencies).filter((c) => !isLifelineEntry(c)),
    ],
    making_environment_safe: items(draft.making_environment_safe),
    reasons_for_living: items(draft.reasons_for_living),
  };
}
