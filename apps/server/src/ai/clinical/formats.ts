import type { DocumentType } from '@tend/contracts/notes.contract';
import type { Facet } from './facets';

/**
 * The behavioural-health note formats: which section each kind of clause belongs to.
 * SOAP (also used by psychiatric evaluations, medication management and consultation notes),
 * DAP, BIRP, GIRP, and the intake note.
 */
export interface NoteFormat {
  id: 'soap' | 'dap' | 'birp' | 'girp' | 'intake';
  sections: { key: string; title: string }[];
  sectionOf: Record<Facet, string>;
}

const soap: NoteFormat = {
  id: 'soap',
  sections: [
    { key: 'subjective', title: 'Subjective' },
    { key: 'objective', title: 'Objective' },
    { key: 'assessment', title: 'Assessment' },
    { key: 'plan', title: 'Plan' },
  ],
  sectionOf: {
    report: 'subjective',
    history: 'subjective',
    observation: 'objective',
    measure: 'objective',
    intervention: 'objective',
    response: 'objective',
    assessment: 'assessment',
    plan: 'plan',
    goal: 'plan',
  },
};

const dap: NoteFormat = {
  id: 'dap',
  sections: [
    { key: 'data', title: 'Data' },
    { key: 'assessment', title: 'Assessment' },
    { key: 'plan', title: 'Plan' },
  ],
  sectionOf: {
    report: 'data',
    history: 'data',
    observation: 'data',
    measure: 'data',
    intervention: 'data',
    response: 'data',
    assessment: 'assessment',
    plan: 'plan',
    goal: 'plan',
  },
};

const birp: NoteFormat = {
  id: 'birp',
  sections: [
    { key: 'behavior', title: 'Behavior' },
    { key: 'intervention', title: 'Intervention' },
    { key: 'response', title: 'Response' },
    { key: 'plan', title: 'Plan' },
  ],
  sectionOf: {
    report: 'behavior',
    history: 'behavior',
    observation: 'behavior',
    measure: 'behavior',
    intervention: 'intervention',
    response: 'response',
    assessment: 'response',
    plan: 'plan',
    goal: 'plan',
  },
};

const girp: NoteFormat = {
  id: 'girp',
  sections: [
    { key: 'goal', title: 'Goal' },
    { key: 'intervention', title: 'Intervention' },
    { key: 'response', title: 'Response' },
    { key: 'plan', title: 'Plan' },
  ],
  sectionOf: {
    goal: 'goal',
    history: 'goal',
    intervention: 'intervention',
    report: 'response',
    observation: 'response',
    measure: 'response',
    response: 'response',
    assessment: 'response',
    plan: 'plan',
  },
};

const intake: NoteFormat = {
  id: 'intake',
  sections: [
    { key: 'presenting_problem', title: 'Presenting problem' },
    { key: 'history', title: 'History' },
    { key: 'mental_status', title: 'Mental status' },
    { key: 'assessment', title: 'Assessment and diagnosis' },
    { key: 'plan', title: 'Plan' },
  ],
  sectionOf: {
    report: 'presenting_problem',
    history: 'history',
    observation: 'mental_status',
    measure: 'mental_status',
    response: 'mental_status',
    assessment: 'assessment',
    intervention: 'plan',
    plan: 'plan',
    goal: 'plan',
  },
};

export const noteFormats = { soap, dap, birp, girp, intake };

export function formatFor(documentType: DocumentType): NoteFormat {
  switch (documentType) {
    case 'dap_note':
      return dap;
    case 'birp_note':
      return birp;
    case 'girp_note':
      return girp;
    case 'intake_note':
      return intake;
    default:
      return soap;
  }
}
