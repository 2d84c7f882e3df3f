import { notDiscussed } from '@tend/contracts/note-documents.contract';
import type { DocumentType } from '@tend/contracts/notes.contract';
import { describe, expect, it } from 'vitest';
import { documentFromAccount } from '../builtin/documents-from-account';
import { readAccount } from './compose';
import { voiceWords } from './voice';

/** A note's sections: heading → its text. */
function sectionsOf(content: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const block of content.split(/^## /m).filter(Boolean)) {
    const [title, ...body] = block.split('\n');
    out[title!.trim()] = body.join('\n').trim();
  }
  return out;
}

const soapNote = (messages: string[]) => sectionsOf(documentFromAccount('soap_note', messages, 'soap_note')!.content);

/** The clinician's own words outside the client's quoted speech. */
const outsideQuotes = (text: string) => text.replace(/“[^”]*”/g, ' ');

/** Words as written, and as spoken contractions are written out ("don't" → "do not"). */
function wordsOf(text: string): string[] {
  const spelled = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\bcan't\b/g, 'can not')
    .replace(/\bwon't\b/g, 'will not')
    .replace(/n't\b/g, ' not')
    .replace(/'(?:s|re|ve|ll|d|m)\b/g, ' ');
  return [...`${text.toLowerCase().replace(/[’‘]/g, "'")} ${spelled}`.matchAll(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu)].map((m) => m[0]);
}

/** Words that carry no fact of their own. */
const functionWords = new Set(['a', 'an', 'of', 'to', 'in', 'on', 'at', 'for', 'with', 'by', 'as', 'or', 'from']);

/** Words in the note that the clinician did not say and the note's voice does not add. */
function unsaidWords(content: string, dictation: string[]): string[] {
  const said = new Set(dictation.flatMap(wordsOf));
  const prose = content
    .split('\n')
    .filter((line) => !line.startsWith('## ') && line.trim() !== notDiscussed)
    .join(' ');
  return [...new Set(wordsOf(prose))].filter((w) => !said.has(w) && !voiceWords.has(w) && !functionWords.has(w));
}

const dana = [
  "Saw Dana today. She was referred by Dr. Patel after her discharge from St. Mary's last month. Um, she said her sleep is, you know, a bit better, uh, maybe six hours most nights. I asked her about her mood and she said I feel like I'm finally coming up for air. Remind me to bill this as a 90837.",
  'Her PHQ-9 was 14 today, down from 19. She was tearful when talking about her mother but made good eye contact. We did cognitive restructuring around the guilt. I think this is consistent with major depressive disorder, recurrent, moderate, and she is improving. Next session we will review her thought records and her homework is to do one thought record a day.',
];

const jordan = [
  "Okay so this was my third session with Jordan. Um, he came in about ten minutes late and he looked exhausted, kind of disheveled. He said work has been, you know, brutal, he's been pulling twelve-hour shifts and he's only sleeping like four or five hours. His GAD-7 was 16 today, up from 11 last month. I asked him about his drinking and he said I'm down to two beers a night. We spent most of the session on diaphragmatic breathing and I had him practice it twice in session, he said it helped a little. I think the anxiety is mostly being driven by the work schedule and the sleep deprivation. Uh, he denies SI or HI. For next session I want him to track his sleep in a log and practice the breathing every morning. Oh and note to self, I need to send his superbill to the insurance.",
];

describe('readAccount: from speech to note sentences', () => {
  const reading = readAccount(dana);
  const texts = reading.lines.map((l) => l.text);

  it('does not split sentences at "Dr." or "St."', () => {
    expect(texts).toContain("She was referred by Dr. Patel after her discharge from St. Mary's last month.");
    expect(texts.some((t) => /^(?:Patel|Mary's)\b/.test(t))).toBe(false);
    expect(reading.lines.find((l) => l.text.includes('Dr. Patel'))!.source).toBe(
      "She was referred by Dr. Patel after her discharge from St. Mary's last month.",
    );
  });

  it('removes "um", "uh" and "you know"', () => {
    expect(texts).toContain('She said her sleep is a bit better, maybe six hours most nights.');
    for (const text of [...texts, ...readAccount(jordan).lines.map((l) => l.text)]) expect(text).not.toMatch(/\b(?:um|uh)\b|\byou know\b/i);
  });

  it('puts the clinician in the third person', () => {
    expect(texts).toContain('Clinician asked her about her mood.');
    expect(texts).toContain('Clinician and client did cognitive restructuring around the guilt.');
    for (const text of [...texts, ...readAccount(jordan).lines.map((l) => l.text)])
      expect(outsideQuotes(text)).not.toMatch(/\b(?:I|I'm|me|my|we|we'll|our|us)\b/);
  });

  it('keeps the client’s own words after "she said I…" in quotation marks', () => {
    expect(texts).toContain("She said “I feel like I'm finally coming up for air.”");
    expect(readAccount(jordan).lines.map((l) => l.text)).toContainEqual(expect.stringMatching(/^He said “I'm down to two beers a night/));
  });

  it('leaves a billing aside out of the note and lists it', () => {
    expect(reading.leftOut).toEqual([{ text: 'Remind me to bill this as a 90837.', message: 0 }]);
    expect(texts.join(' ')).not.toMatch(/\bbill\b|90837/);
    const other = readAccount(jordan);
    expect(other.leftOut.map((l) => l.text).join(' ')).toContain('superbill');
    expect(other.lines.map((l) => l.text).join(' ')).not.toMatch(/superbill|note to self/i);
  });
});

describe('documentFromAccount: each fact in its SOAP section', () => {
  const note = soapNote(dana);

  it('has the four SOAP sections', () => {
    expect(Object.keys(note)).toEqual(['Subjective', 'Objective', 'Assessment', 'Plan']);
  });

  it('puts what the client said in Subjective', () => {
    expect(note.Subjective).toContain('She said her sleep is a bit better, maybe six hours most nights.');
    expect(note.Subjective).toContain("She said “I feel like I'm finally coming up for air.”");
  });

  it('puts observations and scores in Objective', () => {
    expect(note.Objective).toContain('Her PHQ-9 was 14 today, down from 19.');
    expect(note.Objective).toContain('She was tearful when talking about her mother but made good eye contact.');
  });

  it('puts "I think this is consistent with…" in Assessment', () => {
    expect(note.Assessment).toContain("Clinician's impression is that this is consistent with major depressive disorder, recurrent, moderate.");
  });

  it('puts next session and homework in Plan', () => {
    expect(note.Plan).toMatch(/Next session .*review her thought records/);
    expect(note.Plan).toContain('her homework is to do one thought record a day');
  });

  it('says "Not discussed" only where nothing was dictated', () => {
    for (const [title, body] of Object.entries(note)) expect(body, title).not.toContain(notDiscussed);
    expect(soapNote(['Sam said the week was rough. His GAD-7 was 12.']).Assessment).toBe(notDiscussed);
  });

  it('a past referral is history, not plan', () => {
    expect(note.Subjective).toContain("She was referred by Dr. Patel after her discharge from St. Mary's last month.");
    expect(note.Plan).not.toContain('referred by Dr. Patel');
  });

  it.each([
    ['He will practise box breathing before meetings.', 'box breathing'],
    [
      'For next session I want him to track his sleep in a log and practice the breathing every morning.',
      'track his sleep in a log and practice the breathing every morning',
    ],
  ])('a plan is in Plan, even when it names an intervention: %s', (sentence, words) => {
    const sections = soapNote([`Sam said the week was rough. ${sentence}`]);
    expect(sections.Plan).toContain(words);
    expect(sections.Objective).not.toContain(words);
  });

  it('a dictation with all four kinds of content leaves no section "Not discussed"', () => {
    const sections = soapNote(jordan);
    for (const [title, body] of Object.entries(sections)) expect(body, title).not.toContain(notDiscussed);
    expect(sections.Objective).toContain('His GAD-7 was 16 today, up from 11 last month.');
    expect(sections.Assessment).toContain("Clinician's impression is that the anxiety is mostly being driven by the work schedule and the sleep deprivation.");
  });
});

describe('documentFromAccount: other formats', () => {
  it.each<[DocumentType, string[]]>([
    ['soap_note', ['Subjective', 'Objective', 'Assessment', 'Plan']],
    ['dap_note', ['Data', 'Assessment', 'Plan']],
    ['birp_note', ['Behavior', 'Intervention', 'Response', 'Plan']],
    ['girp_note', ['Goal', 'Intervention', 'Response', 'Plan']],
    ['intake_note', ['Presenting problem', 'History', 'Mental status', 'Assessment and diagnosis', 'Plan']],
  ])('%s has its own section headings', (type, headings) => {
    const drafted = documentFromAccount('soap_note', dana, type)!;
    expect(drafted.document_type).toBe(type);
    expect([...drafted.content.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual(headings);
    expect(drafted.leftOut).toEqual(['Remind me to bill this as a 90837.']);
  });

  it('DAP: what was said and seen is Data; the impression is Assessment', () => {
    const note = sectionsOf(documentFromAccount('soap_note', dana, 'dap_note')!.content);
    expect(note.Data).toContain('Her PHQ-9 was 14 today, down from 19.');
    expect(note.Data).toContain('She said her sleep is a bit better, maybe six hours most nights.');
    expect(note.Assessment).toContain('consistent with major depressive disorder');
    expect(note.Plan).toContain('her homework is to do one thought record a day');
  });

  it('BIRP: the interventions are Intervention, the homework is Plan', () => {
    const note = sectionsOf(documentFromAccount('soap_note', dana, 'birp_note')!.content);
    expect(note.Intervention).toContain('Clinician and client did cognitive restructuring around the guilt.');
    expect(note.Behavior).toContain('She said her sleep is a bit better, maybe six hours most nights.');
    expect(note.Plan).toContain('her homework is to do one thought record a day');
  });

  it('intake: history is History, the referral reason is the presenting problem', () => {
    const intake = [
      "So, um, I saw Ana today for her intake. She was referred by her PCP, Dr. Okafor, for panic attacks that started in March. She has a history of depression in college and she was hospitalized once at St. Luke's in 2015. Her mom has bipolar disorder. She was well groomed, alert and oriented, speech normal, affect anxious. I think this is most consistent with panic disorder. Plan is weekly CBT for panic, and I'll refer her to Dr. Okafor for a med eval.",
    ];
    const note = sectionsOf(documentFromAccount('soap_note', intake, 'intake_note')!.content);
    expect(note['Presenting problem']).toContain('panic attacks that started in March');
    expect(note.History).toContain('She has a history of depression in college.');
    expect(note.History).toContain("hospitalized once at St. Luke's in 2015");
    expect(note.History).toContain('Her mom has bipolar disorder.');
    expect(note['Mental status']).toContain('She was well groomed, alert and oriented, speech normal, affect anxious.');
    expect(note['Assessment and diagnosis']).toContain('consistent with panic disorder');
    expect(note.Plan).toContain('refer her to Dr. Okafor for a med eval');
  });
});

describe('documentFromAccount: nothing in the note that was not said', () => {
  it.each<[string, string[], DocumentType]>([
    ['Dana, SOAP', dana, 'soap_note'],
    ['Dana, DAP', dana, 'dap_note'],
    ['Dana, BIRP', dana, 'birp_note'],
    ['Dana, GIRP', dana, 'girp_note'],
    ['Dana, intake', dana, 'intake_note'],
    ['Jordan, SOAP', jordan, 'soap_note'],
  ])('%s', (_label, dictation, type) => {
    expect(unsaidWords(documentFromAccount('soap_note', dictation, type)!.content, dictation)).toEqual([]);
  });

  it('the check itself catches an added word', () => {
    expect(unsaidWords('## Subjective\nShe reported insomnia.', ['She said she slept badly.'])).toEqual(['insomnia']);
  });
});
