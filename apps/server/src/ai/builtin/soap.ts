/**
 * Sorts the clinician's own sentences into Subjective / Objective / Assessment / Plan by cue
 * words. Nothing is invented: a section with no sentence is marked as not discussed.
 */
export const soapSections = ['subjective', 'objective', 'assessment', 'plan'] as const;
export type SoapSection = (typeof soapSections)[number];

const cues: [SoapSection, RegExp][] = [
  [
    'plan',
    /\b(plan(?:s|ned)?|will (?:continue|meet|follow|practi[cs]e|try|schedule|refer|review|complete|start|work|use|call|see|keep|track|return)|next (?:session|week|appointment|visit)|homework|follow[- ]up|refer(?:ral|red)?|schedul(?:e|ed)|continue (?:with|weekly|biweekly|cbt|dbt|emdr|treatment|therapy|sessions)|assign(?:ed)?|safety plan(?:ning)?|goal for the week)\b/i,
  ],
  [
    'objective',
    /\b(observ(?:ed|ation)|appear(?:ed|s)? (?:tearful|anxious|calm|tired|restless|flat|euthymic|well|dishevelled|disheveled|agitated)|appearance|affect|eye contact|oriented|speech|psychomotor|groom(?:ed|ing)|tearful|cried|crying|fidget(?:ed|ing)?|PHQ-?9|GAD-?7|PCL-?5|score[ds]?|presented (?:as|with)|dressed|alert|restless|demeanou?r|congruent|arrived|on time|late to (?:the )?session|thought process|linear|goal[- ]directed)\b/i,
  ],
  [
    'assessment',
    /\b(assess(?:ment|ed)?|consistent with|suggest(?:s|ive)|indicat(?:es|ive)|progress(?:ing)?|improv(?:ed|ing|ement)|worsen(?:ed|ing)|diagnos(?:is|ed)|meets criteria|formulation|prognosis|motivated|insight|engaged|responding (?:well )?to|risk (?:is|remains|appears) (?:low|moderate|high)|symptoms (?:are|remain|have))\b/i,
  ],
  [
    'subjective',
    /\b(report(?:s|ed)?|said|says|stat(?:es|ed)|describ(?:es|ed)|feel(?:s|ing)?|felt|complain(?:s|ed)|shared|disclosed|mention(?:s|ed)|told me|expressed|endorse[sd]|talked about|worried|struggl(?:es|ed|ing)|sleep(?:ing)?)\b/i,
  ],
];

export function classifySentence(sentence: string): SoapSection {
  for (const [section, regex] of cues) if (regex.test(sentence)) return section;
  return 'subjective';
}

export type SoapDraft = Record<SoapSection, string[]>;

export function draftSoap(sentences: string[]): SoapDraft {
  const draft: SoapDraft = { subjective: [], objective: [], assessment: [], plan: [] };
  for (const sentence of sentences) draft[classifySentence(sentence)].push(sentence);
  return draft;
}

export const missingSections = (draft: SoapDraft): SoapSection[] => soapSections.filter((s) => draft[s].length === 0);

/** What to ask for each missing section, in a clinician's vocabulary. */
export const followUpQuestions: Record<SoapSection, string> = {
  subjective: 'What did the client report — their week, symptoms, and what they wanted to work on?',
  objective: 'What did you observe — appearance, affect, engagement, and any measures such as a PHQ-9 or GAD-7?',
  assessment: 'How would you assess where things stand — progress, the working formulation, and risk?',
  plan: 'What is the plan — next session, homework, referrals or changes to treatment?',
};
