import { describe, expect, it } from 'vitest';
import { crisisLine988 } from '@tend/contracts/risk.contract';
import { emptyPlanDraft, planDraftFrom, planProblems, planRequestSections } from './plan-draft';

describe('safety plan draft', () => {
  it('always saves the 988 Lifeline first among the professionals, once, and drops empty rows', () => {
    const draft = {
      ...emptyPlanDraft(),
      warning_signs: ['  Not sleeping ', ''],
      professionals_and_agencies: [
        { name: 'Dr Alice Moreno', phone: '555-0101' },
        { name: crisisLine988.name, phone: '988' },
        { name: ' ', phone: ' ' },
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

  it('keeps contacts that merely mention 988, and refuses a number without a name', () => {
    const draft = {
      ...emptyPlanDraft(),
      people_to_ask_for_help: [
        { name: 'Aunt 988 Rose', phone: '555-0102' },
        { name: 'Text line', phone: '9-8-8' },
        { name: ' ', phone: '555-0103' },
      ],
    };
    expect(planProblems(draft)).toEqual({ 'people_to_ask_for_help.2': 'Give a name for this number' });
    expect(planRequestSections(draft).people_to_ask_for_help.slice(0, 2)).toEqual([
      { name: 'Aunt 988 Rose', phone: '555-0102' },
      { name: 'Text line', phone: '9-8-8' },
    ]);
    const professionals = { ...emptyPlanDraft(), professionals_and_agencies: [{ name: 'Crisis team', phone: '988' }] };
    expect(planRequestSections(professionals).professionals_and_agencies).toEqual([
      { name: crisisLine988.name, phone: '988' },
      { name: 'Crisis team', phone: '988' },
    ]);
    expect(planProblems(professionals)).toEqual({});
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
