import { describe, expect, it } from 'vitest';
import { documentFromAccount } from '../builtin/documents-from-account';
import { readAccount } from './compose';
import { screenRisk } from './risk/screen';

/**
 * The note says only what was said, and by whom: the rewrite into the note's voice never gives
 * someone's words to the clinician, never breaks a term, keeps corrections and asides out and
 * keeps the clinician's judgements (product description, "the assistant": never change who said
 * what or what it meant — when unsure, keep the clinician's words).
 */
const noteOf = (...messages: string[]) => documentFromAccount('soap_note', messages, 'soap_note')!;
const textOf = (...messages: string[]) =>
  readAccount(messages)
    .lines.map((l) => l.text)
    .join(' ');
const sectionsOf = (content: string) =>
  Object.fromEntries(
    content
      .split(/^## /m)
      .filter(Boolean)
      .map((block) => {
        const [title, ...body] = block.split('\n');
        return [title!.trim(), body.join('\n').trim()];
      }),
  );

describe('whose words: the client’s first person stays theirs', () => {
  it.each([
    ['She said I just want to die, I can’t do this anymore.', 'I just want to die, I can’t do this anymore'],
    ["He said I'm going to make him pay.", "I'm going to make him pay"],
    ['Her mom said we have tried everything at home.', 'we have tried everything at home'],
    ['He goes, my brother would be better off without me.', 'my brother would be better off without me'],
    ['He said, quote, my life is a mess, end quote.', 'my life is a mess'],
    ['She was like I never want to see him again, and I asked about her safety.', 'I never want to see him again'],
  ])('%s', (said, words) => {
    const text = textOf(said);
    expect(text).toContain(words);
    expect(text).not.toMatch(/the clinician (?:just want|is going|would be better|never want)|clinician's (?:brother|life)/);
  });

  it('speech reported with "that" and a first person is kept as dictated, not guessed', () => {
    expect(textOf('She told me that I was the only one who gets her.')).toBe('She told me that I was the only one who gets her.');
  });

  it('the clinician’s own "I" outside speech is still written in the third person', () => {
    expect(textOf('She said I feel numb, and I asked about her sleep.')).toBe('She said “I feel numb.” Clinician asked about her sleep.');
  });
});

describe('terms are never rewritten inside', () => {
  it.each([
    ['We reviewed CBT-I for her insomnia.', 'CBT-I'],
    ['Her Bipolar I diagnosis is long-standing.', 'Bipolar I diagnosis'],
    ['She has Type I diabetes.', 'Type I diabetes'],
    ['He is in a Phase I trial.', 'Phase I trial'],
  ])('%s', (said, term) => {
    const text = textOf(said);
    expect(text).toContain(term);
    expect(text).not.toMatch(/-the clinician|(?:Bipolar|Type|Phase) the clinician/);
  });
});

describe('"we" is the session’s real parties', () => {
  it('a couples session: the couple', () => {
    expect(textOf('Couples session with Dan and Priya. We practised the speaker-listener technique.')).toContain(
      'Clinician and the couple practised the speaker-listener technique.',
    );
  });
  it('a group: the group', () => {
    expect(textOf('Group session today, six members. We did a distress tolerance module.')).toContain(
      'Clinician and the group did a distress tolerance module.',
    );
  });
  it('a family session: the family', () => {
    expect(textOf('Family session, mom and dad joined. We mapped the morning routine.')).toContain('Clinician and the family mapped the morning routine.');
  });
  it('beside a colleague "we" is not guessed', () => {
    const text = textOf('My supervisor and I agreed we should move to weekly sessions.');
    expect(text).not.toMatch(/clinician and client/i);
    expect(text).toContain('agreed we should move to weekly sessions');
  });
});

describe('contractions by grammar', () => {
  it('"he\'s thought about" is "has", never "is thought about"', () => {
    const text = textOf("He's thought about jumping off the bridge near his work.");
    expect(text).not.toContain('is thought about');
  });
  it.each([
    ["She's been sleeping more.", 'She has been sleeping more.'],
    ["He's worried about his job.", 'He is worried about his job.'],
  ])('%s', (said, written) => expect(textOf(said)).toBe(written));
});

describe('fillers are whole words of the narration only', () => {
  it('"ER" is the emergency room, not the filler "er"', () => {
    expect(textOf('She went to the ER on Saturday, um, and was discharged the same night.')).toBe(
      'She went to the ER on Saturday, and was discharged the same night.',
    );
    expect(textOf('er she went to the er on saturday')).toContain('the er on saturday');
  });
  it('keeps clinical abbreviations', () => {
    expect(textOf('She stepped down from PHP to IOP last week, SI denied, HI denied.')).toBe(
      'She stepped down from PHP to IOP last week, SI denied, HI denied.',
    );
  });
  it('never removes words inside a quotation', () => {
    expect(textOf('She said "um, I don\'t know, like, I just freeze."')).toContain("“um, I don't know, like, I just freeze.”");
  });
  it('a height is not a quotation mark', () => {
    const text = textOf('She is 5\'5" and weighs about 110 pounds.');
    expect(text).toBe('She is 5\'5" and weighs about 110 pounds.');
    expect(text).not.toMatch(/[“”]/);
  });
});

describe('self-corrections replace what they correct', () => {
  it.each([
    ['She came in on Monday, no wait, it was Tuesday, and said her sister moved out.', 'Tuesday', 'Monday'],
    ['Her brother, sorry, I mean her sister, called her at work.', 'Her sister called her at work', 'brother'],
    ["She's 34, scratch that, 43, and works nights.", '43', '34'],
    ['He is on sertraline, sorry, fluoxetine, 20 mg.', 'fluoxetine', 'sertraline'],
  ])('%s', (said, kept, retracted) => {
    const note = noteOf(said);
    expect(note.content).toContain(kept);
    expect(note.content).not.toContain(retracted);
    expect(note.leftOut.join(' ')).toContain(retracted);
  });

  it('a correction said as its own sentence mends the sentence it corrects', () => {
    const note = noteOf(
      "She avoids the stairs with the baby, and her husband does all the bath times now. Sorry, correction on that last bit, it's her mother-in-law who's been doing the bath times, not her husband, he works nights.",
    );
    expect(note.content).toContain("her mother-in-law who's been doing the bath times");
    expect(note.content).toContain('She avoids the stairs with the baby.');
    expect(note.content).not.toContain('husband');
    expect(note.content).toContain('He works nights.');
    expect(note.leftOut.join(' ')).toContain('her husband (corrected to her mother-in-law)');
  });

  it('the risk screen reads the correction too: the sister, not the brother', () => {
    const screen = screenRisk(['Her brother, sorry, I mean her sister, attempted suicide two years ago.']);
    expect(screen.findings).toEqual([]);
    expect(screen.context.map((c) => c.relation).join(' ')).toContain('sister');
    expect(screen.context.map((c) => c.relation).join(' ')).not.toContain('brother');
  });

  it('"Scratch that." takes back the sentence before it', () => {
    const note = noteOf('She said she sleeps eight hours. Scratch that. She said she sleeps about five hours.');
    expect(note.content).not.toContain('eight');
    expect(note.content).toContain('five hours');
    expect(note.leftOut.join(' ')).toContain('eight hours');
  });
});

describe('asides and requests are left out; judgements stay', () => {
  it.each([
    'Let me get this down before my four o’clock.',
    'Can you put that in.',
    'I was going to grab a coffee.',
    'Please write the SOAP note.',
    'Okay, can you write that up as a DAP note please.',
  ])('%s', (aside) => {
    const note = noteOf(`She reported better sleep this week. ${aside} She practised grounding twice a day.`);
    expect(note.leftOut.join(' ')).toContain(aside.replace(/^Okay, |[.]$/g, ''));
    expect(note.content).toContain('better sleep');
    expect(note.content).toContain('grounding twice a day');
  });

  it('an aside after a quotation never cuts into it', () => {
    const note = noteOf(
      'When I asked if she was trying to kill herself she said "I don\'t know, maybe, I don\'t care," and then the video froze and she disconnected.',
    );
    expect(note.content).toContain("“I don't know, maybe, I don't care,”");
    expect(note.content).not.toMatch(/clinician (?:does not|don't) (?:know|care)/);
  });

  it('the clinician’s own chatter in an unpunctuated stretch is cut out without the clinical words before it', () => {
    const note = noteOf('he said no he does not want to die he just wants to stop thinking about her um hang on the dog is barking ok');
    expect(note.content).toContain('stop thinking about her');
    expect(note.content).not.toContain('dog');
  });

  it('a first-person judgement is the clinician’s assessment', () => {
    const sections = sectionsOf(noteOf("She used her skills twice this week. I'd say good progress overall.").content);
    expect(sections.Assessment).toContain("Clinician's impression: good progress overall.");
  });
});

describe('sections on unpunctuated and question-and-answer input', () => {
  const transcript =
    "so um she came in today and she said work has been really hard since the layoffs um she's sleeping maybe four hours a night i asked about her drinking and she said she's up to three glasses of wine most nights we did some motivational interviewing around that and she was kind of ambivalent i think she's in contemplation next week we'll look at a drink log";

  it('an unpunctuated transcript is cut into clauses that go to their sections', () => {
    const sections = sectionsOf(noteOf(transcript).content);
    expect(sections.Subjective).toContain('four hours a night');
    expect(sections.Objective).toContain('motivational interviewing');
    expect(sections.Assessment).toContain('contemplation');
    expect(sections.Plan).toContain('drink log');
    expect(sections.Subjective!.split(/\s+/).length).toBeLessThan(60);
  });

  it('a question goes with its answer', () => {
    const sections = sectionsOf(noteOf('I asked about sleep. She said about five hours a night. We did grounding.').content);
    expect(sections.Subjective).toContain('Clinician asked about sleep. She said about five hours a night.');
  });
});

describe('documents that differ', () => {
  const account = [
    "Saw Maria today. She said the week was rough, her mom is back in the hospital. She was tearful, good eye contact. PHQ-9 was 16, up from 12. Her sleep is poor and her appetite is down. She has been isolating from friends. I asked about SI and she said she has had thoughts she'd be better off dead, no plan, no intent. We reviewed her safety plan and she agreed to call 988 if it gets worse. We did some cognitive restructuring around the guilt and she found it helpful. I tried the empty chair but she shut down. I felt pulled to rescue her. Next time I should slow down before bringing in experiential work. I think this is a depressive episode with passive SI, low acute risk. Plan is weekly sessions and she'll track her mood.",
  ];

  it('the quick note is short and always carries the risk and the safety plan', () => {
    const quick = documentFromAccount('quick_note', account, undefined)!.content;
    const sentences = quick
      .split('\n')
      .slice(1)
      .join(' ')
      .split(/(?<=[.!?”])\s+/)
      .filter(Boolean);
    expect(sentences.length).toBeLessThanOrEqual(8);
    expect(quick).toContain('better off dead');
    expect(quick).toContain('safety plan');
  });

  it('the provider reflection is about the clinician’s process, not the client’s findings', () => {
    const reflection = documentFromAccount('therapist_weekly_reflection', account, undefined)!.content;
    expect(reflection).not.toMatch(/PHQ-9|tearful|eye contact|appetite/);
    expect(reflection).toContain('cognitive restructuring');
    expect(reflection).toContain('felt pulled to rescue');
    expect(reflection).toContain('slow down before bringing in experiential work');
  });
});
