import { crisisLine988, type PlanContact, type SafetyPlan, type SafetyPlanSectionKey, type SafetyPlanSections } from '@tend/contracts/risk.contract';

export type ItemSection = 'warning_signs' | 'internal_coping' | 'making_environment_safe' | 'reasons_for_living';
export type ContactSection = 'social_distraction' | 'people_to_ask_for_help' | 'professionals_and_agencies';

export const itemSections: readonly ItemSection[] = ['warning_signs', 'internal_coping', 'making_environment_safe', 'reasons_for_living'];
export const isItemSection = (key: SafetyPlanSectionKey): key is ItemSection => (itemSections as readonly string[]).includes(key);

/** The plan being edited; the 988 Lifeline is not in it (it is always on the plan, shown fixed). */
export type PlanDraft = SafetyPlanSections;

/** The 988 Lifeline, however it was written ("988", "9-8-8"). */
export const is988 = (contact: PlanContact): boolean => contact.phone.replace(/\D/g, '') === '988';

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
  return { ...s, professionals_and_agencies: s.professionals_and_agencies.filter((c) => !is988(c)) };
}

/** What is saved: empty rows dropped, everything trimmed, the 988 Lifeline first among the professionals. */
export function planRequestSections(draft: PlanDraft): SafetyPlanSections {
  const items = (list: string[]) => list.map((i) => i.trim()).filter(Boolean);
  const contacts = (list: PlanContact[]) => list.map((c) => ({ name: c.name.trim(), phone: c.phone.trim() })).filter((c) => c.name);
  return {
    warning_signs: items(draft.warning_signs),
    internal_coping: items(draft.internal_coping),
    social_distraction: contacts(draft.social_distraction),
    people_to_ask_for_help: contacts(draft.people_to_ask_for_help),
    professionals_and_agencies: [
      { name: crisisLine988.name, phone: crisisLine988.phone },
      ...contacts(draft.professionals_and_agencies).filter((c) => !is988(c)),
    ],
    making_environment_safe: items(draft.making_environment_safe),
    reasons_for_living: items(draft.reasons_for_living),
  };
}
