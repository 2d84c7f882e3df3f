/**
 * What one clause of a dictation is, by who speaks and what is said: the client's report, the
 * clinician's observation or a measure, an intervention, the client's response to it, the
 * clinician's assessment, the plan, a treatment goal, or history. Formats (formats.ts) map
 * these to their sections.
 */
export const facets = ['report', 'observation', 'measure', 'intervention', 'response', 'assessment', 'plan', 'goal', 'history'] as const;
export type Facet = (typeof facets)[number];

const clinician = /^(?:I|we|We)\b|^(?:clinician|therapist|writer)\b/i;
const future =
  /\b(?:will|'ll|(?:going to|gonna) (?!the\b|a\b|an\b|her\b|his\b|their\b|my\b|school\b|work\b|bed\b|class\b|church\b|meetings?\b)|plan(?:s|ning)? (?:to|on)|want(?:s)? (?:her |him |them )?to (?:see|meet|try|start|add|refer|increase|decrease|get|follow|check|continue|review|do|keep|call|talk|bring|schedule)|next (?:session|week|time|appointment|visit|individual|family|couples|group)|tomorrow|tonight|follow[- ]?up|homework|assign(?:ed|ment)?|to practi[cs]e|between sessions|before (?:our|the|next)|by next|rtc|return to clinic|return in|agreed to (?!let)|(?:see|meet|return|back|session|appointment|recheck|labs?|levels?)\b[^.]{0,30}\bin (?:one|two|three|four|six|\d+|a couple of|a few) (?:days?|weeks?|months?))\b/i;

const cues: [Facet, number, RegExp][] = [
  [
    'measure',
    4,
    /\b(?:PHQ|GAD|PCL|AUDIT|DAST|BDI|BAI|EPDS|Edinburgh|C-?SSRS|MoCA|MMSE|SLUMS|Y-?BOCS|CY-?BOCS|ORS|SRS|CGI|ISI|ASRS|Vanderbilt|SCARED|CDI|DERS|PSS|SUDS|YMRS|HAM-?D|HAM-?A|MADRS|score[ds]?|scored|rated|rates (?:it|her|his|the)|distress (?:was |at )?\d|GDS|urine screen|drug screen|tox(?:icology)? screen|UDS|HR\b|heart rate|pulse|oximeter|vitals|weighed|weight|\d+(?:\.\d+)? ?kg|level (?:was|is|of|at) \d|levels?\b.{0,12}\d|blood pressure (?:was|is|of)? ?\d|BP \d|BMI|lbs?\b|pounds|UDS|urine drug|breathalyzer|BAC)\b|\b\d+\s*(?:out of|\/)\s*\d+\b/i,
  ],
  [
    'observation',
    3,
    /\b(?:affect|euthymic|dysphoric|anxious-appearing|tearful|teary|teared up|cried|crying|eye contact|speech (?:was|is|normal|pressured|soft|slowed)|pressured|psychomotor|fidget\w*|restless(?:ness)?|agitat\w+|well[- ]groomed|groom\w*|dishevel\w*|unkempt|hygiene|dressed|casually|appearance|appeared|presented (?:as|with)|oriented|alert|thought (?:process|content)|linear|tangential|circumstantial|goal[- ]directed|flight of ideas|insight (?:was|is|fair|good|poor|limited)|judg(?:e)?ment (?:was|is|fair|good|poor|intact)|hallucinat\w+|delusion\w*|paranoi\w*|internal stimuli|cooperative|guarded|withdrawn|flat|blunted|constricted|congruent|incongruent|labile|smiled|smiling|laughed|laughing|animated|made (?:good|poor|fair) eye|arrived (?:late|early|on time)|on time|showed up|was late|no[- ]show|wearing|noticed|observed|visibly|looked (?:more |less |a (?:little|bit) |very |really )?(?:tired|exhausted|well|better|sad|anxious|rested|thin|flat|brighter|down|frightened|scared|worn out|pale)|tremor|clench\w*|tense|bruis\w*|visible|scar(?:s|ring|red)?|(?:marks|cuts|scratches) on|sleeves|whisper\w*|looking at the door|frightened|\d+ minutes (?:early|late)|kept (?:checking|looking|glancing|fidgeting|touching|rocking|pulling)|seemed (?:tired|exhausted|anxious|sad|flat|brighter|calmer|restless|distracted|guarded|down|low|irritable)|smelled of|pacing|paced|red in the face|raised (?:his |her )?voice|speech|slurr\w+|coherent|attentive|pleasant|held (?:her|his|their) hand|in tears|slumped|yawning|shaking|trembl\w+|sweating|mse|mental status|cognition (?:grossly|intact)|memory (?:intact|impaired))\b/i,
  ],
  [
    'intervention',
    3,
    /\b(?:cognitive restructuring|thought record|behaviou?ral activation|activity scheduling|exposure|ERP|EMDR|bilateral stimulation|desensitization|reprocessing|chain analysis|DBT skills?|distress tolerance|TIPP|DEAR MAN|wise mind|mindfulness|grounding|5-4-3-2-1|breathing|diaphragmatic|progressive muscle|PMR|motivational interviewing|decisional balance|psychoeducation|socratic|role[- ]?pla(?:y|yed)|empty chair|parts work|unblending|sand ?tray|play therapy|Gottman|four horsemen|soft start-?up|repair attempts?|genogram|values (?:work|clarification|card)|defusion|acceptance|schema (?:work|mode)|imagery rescripting|CBT-?I|sleep restriction|stimulus control|safety planning|reflective listening|validation|validated|TF-?CBT|trauma narrative|gradual exposure|fear hierarchy|hierarchy|scaling question|miracle question|exception(?:s)? question|externali[sz]\w+|reframe[sd]?|reframing|modeled|modelled|coached|taught|introduced|reviewed|explored|processed|walked (?:her|him|them) through|practiced|practised|rehearsed|worked on|went over|did (?:some|a|an)|used (?:a|an|some)|administered|provided|gave (?:her|him|them) (?:a |some )?(?:handout|worksheet|psychoeducation)|checked in|pointed (?:that |it )?out|structured communication|speaker-listener|had (?:them|her|him) (?:do|practice|try)|opened with|reached (?:him|her|them|[A-Z]\w+)|notified|warned|informed|transported|(?:took|drove) (?:him|her|them) to|called 911|stayed on (?:the line|with)|report (?:number|#)|reference number|case number)\b/i,
  ],
  [
    'response',
    3,
    /\b(?:responded|receptive|open to (?:it|the|this)|engaged (?:well )?(?:in|with)|was able to|were able to|able to (?:identify|name|use|tolerate|generate|come up)|found (?:it|this|that|the \w+) (?:helpful|useful|hard|difficult)|SUDS (?:dropped|went|came|decreased|fell)|dropped (?:from|to) \d|struggled (?:with|to)|resist\w*|pushed back|tolerated|participated|demonstrated|verbali[sz]ed (?:understanding|agreement)|agreed (?:with|that)|seemed to (?:get|understand|benefit|connect)|was hesitant|hesitant|had (?:some )?difficulty|calmer (?:after|by)|felt (?:better|calmer|lighter) (?:after|by)|stayed in the room|kept jumping in|paraphrased|got frustrated|shut down|opened up|was tearful when|teared up when|connected|rapport)\b/i,
  ],
  [
    'assessment',
    3,
    /\b(?:impression|formulation|consistent with|meets (?:full )?criteria|criteria for|diagnos\w+|dx\b|r\/o|rule out|F\d{2}(?:\.\d+)?|adjustment disorder|major depressive|generali[sz]ed anxiety|prognosis|progress(?:ing)?|improv(?:ed|ing|ement)|worsen\w+|regress\w+|gains?\b|stable|stabili[sz]\w+|(?:low|moderate|high|minimal|elevated|imminent) (?:acute |chronic |overall )?risk|risk (?:is|was|remains|appears|level|of (?:violence|harm|suicide|self-harm))|acute risk|chronic risk|protective factors|strengths? (?:include|are)|motivat\w+|ambivalen\w+|readiness|stage of change|contemplation|precontemplation|hypothes\w+|sounds like|seems to be|appears to be|likely (?:a|an|related|driven)|driven by|maintain\w+ (?:by|the)|functions? (?:as|to)|medical necessity|medically necessary|duty to warn|not (?:at|in) imminent|clinically|symptoms (?:are|remain|have been|seem) (?:consistent|improv|manag|stable|mild|moderate|severe)|on track|responding (?:well |poorly )?to|partial response|good response|needs? (?:a |an )?(?:emergency|higher level|inpatient|hospital|psychiatric) (?:evaluation|care|admission|level)|is current|wonder(?:ing)? (?:whether|if)|(?:low|moderate|high) (?:acute )?risk|risk (?:as|at) (?:low|moderate|high))\b/i,
  ],
  [
    'plan',
    3,
    /\b(?:next (?:session|week|time|appointment|visit)|follow[- ]?up|homework|assign\w*|(?<!was |were |been |is )refer(?:ral|red|ring)?(?! by)|consult(?:ation|ing|ed)?(?: with)?|coordinate|release of information|\bROI\b|increase[ds]?|increasing|decrease[ds]?|decreasing|titrat\w+|start(?:ed|ing)? (?:her|him|them) on|switch\w* (?:to|from)|discontinu\w+|taper\w*|continue[ds]? (?:with|on|the|weekly|biweekly|current|cbt|dbt|emdr|treatment|therapy|sessions|to)|schedul(?:e|ed|ing) (?:a|an|the next|her|him|them|next|follow|for)|weekly|biweekly|every (?:other )?week|practi[cs]e (?:at home|daily|this week|between|it|the)|between sessions|safety plan|return (?:in|next)|rtc|goal for (?:the week|next)|bring (?:in|back)|track(?:ing)? (?:her|his|their)|log (?:her|his)|journal(?:ing)? (?:daily|this week)|check in (?:by|next|mid)|labs?\b|order(?:ed)? (?:a |labs)|prescri\w+ (?:a|her|him)|refill|mg (?:daily|nightly|bid|at bedtime|qhs|qam)|going forward|plan(?: is|:)|the plan\b)\b/i,
  ],
  [
    'goal',
    3,
    /\b(?:treatment goal|goal (?:we'?re|we have been|we've been|is|of|for (?:treatment|therapy))|goals? (?:on|in) the treatment plan|the goal\b|working (?:on|toward|towards) (?:the goal|her goal|his goal|reducing|increasing|getting)|objective (?:is|was|of)|target (?:symptom|behaviou?r))\b/i,
  ],
  [
    'history',
    3,
    /\b(?:history of|hx of|h\/o|grew up|growing up|childhood|as a (?:child|kid|teen(?:ager)?)|in (?:high school|college|middle school)|in (?:19|20)\d\d|years ago|previous(?:ly)?|prior (?:treatment|therapy|hospitali\w+|episodes?|diagnos\w+)|hospitali[sz]ed|inpatient|family history|(?:mother|father|mom|dad|brother|sister|parents?|grandmother|grandfather) (?:had|has|was|is|died|drank|passed)|divorced|married|separated|widowed|lives with|lives alone|works (?:as|at|for)|employed|unemployed|retired|on disability|medical(?:ly)? (?:history|conditions?)|diabetes|hypertension|thyroid|asthma|chronic pain|currently (?:takes|taking|on)|prescribed|allerg\w+|drinks|drinking|smokes|vapes|cannabis|alcohol use|substance use|developmental|milestones|born|raised|siblings|only child|first (?:diagnosed|episode)|diagnosed (?:with|at|in)|previous therapist|no prior|works? \d+ hours|worked (?:at|as|for|in)|used to|at (?:age )?1?\d\b|never had (?:therapy|treatment|counseling|counselling)|no history of|died|passed away|ever\b|tried (?:\w+ )?(?:at|for|in) |meds?\b|medications?|gap year|trauma screen)\b/i,
  ],
];

const clientReport =
  /\b(?:she|he|they|client|pt|patient|(?!This\b|These\b|That\b|Those\b|It\b|There\b)[A-Z][a-z]+|mom|dad|mother|father|parents?|wife|husband|partner)\s+(?:(?:also|just|really|still|then)\s+)?(?:said|says|reported|reports|stated|states|told|tells|described|describes|shared|shares|mentioned|mentions|explained|explains|complained|expressed|disclosed|endorsed|endorses|denied|denies|admits|admitted|noted|feels|felt|thinks|worries|worried|talked about|brought up|was worried|has been|had been|is|was|got|went|had|can'?t|couldn'?t|hasn'?t|hadn'?t|isn'?t|wasn'?t)\b/i;

/** Section names a clinician says aloud ("Plan: …", "Mental status, …", "Assessment is …"). */
const labels: [Facet, RegExp][] = [
  ['plan', /^(?:the )?(?:plan|next steps|recommendations?|homework|follow[- ]up)(?:\s+(?:is|was|are|going forward))?\s*(?:[:,—–-]|\s+is\b)\s*/i],
  [
    'assessment',
    /^(?:my |clinical |diagnostic )?(?:assessment|impression|formulation|dx|diagnos[ie]s|risk(?: assessment| level| formulation)?|safety)(?:\s+(?:is|was|are|were))?\s*(?:[:,—–-]|\s+(?:is|was)\b)\s*/i,
  ],
  [
    'observation',
    /^(?:on )?(?:mental status(?: exam)?|mse|objective(?:ly)?|appearance|presentation|observations?)(?:\s+(?:is|was))?\s*(?:[:,—–-]|\s+(?:is|was)\b)\s*/i,
  ],
  [
    'report',
    /^(?:subjective(?:ly)?|data|presenting (?:problem|concern|issue)s?|chief complaint|reason for (?:referral|visit)|cc|behaviou?r)(?:\s+(?:is|was|are))?\s*(?:[:,—–-]|\s+(?:is|was)\b)\s*/i,
  ],
  [
    'history',
    /^(?:(?:family|social|medical|psychiatric|psych|substance(?: use)?|trauma|developmental|legal|treatment|past) history|history|medical|meds|medications|substances?|family|social|developmental|psychiatric|psych|trauma(?: screen)?|education|school|work|employment|legal|relationships?)\s*(?:[:,—–-]|\s+(?:is|was)\b)\s*/i,
  ],
  [
    'goal',
    /^(?:(?:the |treatment )?goals?(?: (?:we'?re|we are|we have been|we'?ve been) (?:working on|on))?)(?:\s+(?:is|was|are))?\s*(?:[:,—–-]|\s+(?:is|was)\b)\s*/i,
  ],
  ['intervention', /^interventions?(?:\s+(?:is|was|were))?\s*(?:[:,—–-]|\s+(?:is|was|were)\b)\s*/i],
  ['response', /^(?:response|client'?s? response)(?:\s+(?:is|was))?\s*(?:[:,—–-]|\s+(?:is|was)\b)\s*/i],
];

/** A section name the clause starts with, and the clause without it. */
export function labelOf(clause: string): { facet: Facet; rest: string } | null {
  for (const [facet, re] of labels) {
    const m = re.exec(clause);
    if (m && clause.length > m[0].length) return { facet, rest: clause.slice(m[0].length) };
  }
  return null;
}

const reportVerb =
  /\b(?:she|he|they|client|pt|patient|(?!This\b|These\b|That\b|Those\b|It\b|There\b)[A-Z][a-z]+|mom|dad|mother|father|parents?|wife|husband|partner|daughter|son)\s+(?:(?:also|just|really|still|then)\s+)?(?:said|says|reported|reports|stated|states|told|tells|described|describes|shared|shares|mentioned|mentions|explained|explains|complained|complains|disclosed|discloses|admitted|admits)\b/i;
const clinicianFraming =
  /^(?:(?:to be clear|for the record|to be clear for the record),? )?(?:this is|these are|it'?s|it is|that'?s|that is|this was|this seems|this looks|this sounds|overall|clearly)\b/i;

/** The facet of one clause (before it is put in the note's voice). */
export function facetOf(clause: string, { intake = false }: { intake?: boolean } = {}): Facet {
  const text = clause.trim();
  const score: Record<Facet, number> = { report: 0, observation: 0, measure: 0, intervention: 0, response: 0, assessment: 0, plan: 0, goal: 0, history: 0 };
  for (const [facet, weight, re] of cues) if (re.test(text)) score[facet] += weight;
  const byClinician = clinician.test(text);
  const isFuture = future.test(text);
  if (isFuture) score.plan += 4;
  if (
    byClinician &&
    /^(?:I|we)\s+(?:think|thought|feel like|believe|suspect|wonder|would say|'d say|guess|would put|'d put|would rate|'d rate|would assess|'d assess|see (?:this|her|him|it) as)\b|^my (?:sense|impression|concern|read|guess|worry)\b|^it seems (?:to me|like)\b/i.test(
      text,
    )
  )
    score.assessment += 5;
  if (clinicianFraming.test(text) && !reportVerb.test(text)) score.assessment += 2;
  if (byClinician && /^(?:I|we)\s+(?:noticed|observed|saw|could see|could tell)\b/i.test(text)) score.observation += 3;
  if (
    byClinician &&
    !isFuture &&
    /^(?:I|we)\s+(?:(?:also|then|just)\s+)?(?:did|used|introduced|taught|practi[cs]ed|reviewed|explored|processed|validated|reflected|challenged|reframed|modeled|modelled|provided|gave|walked|went|worked|talked|discussed|spent|focused|started|began|completed|administered|normali[sz]ed|guided|led|tried|role|had (?:her|him|them)|asked|pointed|opened|coached|encouraged|highlighted|offered|shared|checked|screened|assessed|ran|made|called|contacted|notified|consulted|filed|spoke|reached|explained|told|helped|tracked|set|drew|read|showed|let)\b/i.test(
      text,
    )
  )
    score.intervention += 3;
  if (reportVerb.test(text)) score.report += 4;
  else if (clientReport.test(text)) score.report += 2;
  if (!intake) score.history = Math.min(score.history, 2);
  const best = (Object.entries(score) as [Facet, number][]).reduce((a, b) => (b[1] > a[1] ? b : a));
  if (best[1] > 0) return best[0];
  return byClinician ? 'intervention' : 'report';
}
