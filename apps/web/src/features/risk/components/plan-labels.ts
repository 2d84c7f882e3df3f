import type { SafetyPlanSectionKey } from '@tend/contracts/risk.contract';

/** Short names of the sections, for row labels and buttons ("Add to warning signs"). */
export const planShortLabels: Record<SafetyPlanSectionKey, string> = {
  warning_signs: 'Warning signs',
  internal_coping: 'Coping strategies',
  social_distraction: 'People and places',
  people_to_ask_for_help: 'People to ask for help',
  professionals_and_agencies: 'Professionals and agencies',
  making_environment_safe: 'Making the environment safe',
  reasons_for_living: 'Reasons for living',
};
