import { describe, expect, it } from 'vitest';
import { crisisLine988 } from '@tend/contracts/risk.contract';
import { emptyPlanDraft, planDraftFrom, planRequestSections } from './plan-draft';

describe('safety plan draft', () => {
  it('always saves the 988 Lifeline first among the professionals, once, and drops empty rows', () => {
    const draft = {
      ...emptyPlanDraft(),
      warning_signs: ['  Not sleeping ', ''],
      professionals_and_agencies: [
        { name: 'Dr Alice Moreno', phone: '555-0101' },
        { name: 'Lifeline', phone: '9-8-8' },
        { name: ' ', phone: '555' },
      ],
    };
    const saved = planRequestSections(draft);
    expect(saved.warning_signs).toEqual(['Not sleeping']);
    expect(saved.professionals_and_agencies).toEqual([
      { name: crisisLine988.name, phone: '988' },
      { name: 'Dr Alice Moreno', phone: '555-0101' },
    ]);
    expect(planRequestSections(emptyPlanDraft()).professionals_and_agencies).toEqual([{ name: crisisLine988.name, phone: '988' }]);
  });

  it('keeps 988 out of the editable rows of a saved plan', () => {
    const sections = {
      ...emptyPlanDraft(),
      professionals_and_agencies: [
        { name: crisisLine988.name, phone: '988' },
        { name: 'Clinic', phone: '555' },
      ],
    };
    const plan = {
      id: 'p',
      client_id: 'c',
      client_name: 'Sam Lee',
      assessment_id: null,
      sections,
      shared_at: null,
      updated_by_name: null,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    expect(planDraftFrom(plan).professionals_and_agencies).toEqual([{ name: 'Clinic', phone: '555' }]);
  });
});
