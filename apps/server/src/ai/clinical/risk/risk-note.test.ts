import { describe, expect, it } from 'vitest';
import { riskDocument } from '../../builtin/documents-from-account';
import { renderRiskNote } from '../../documents';
import { noteSentences } from '../../text';
import { sentencesOf } from '../nlp';
import { screenRisk } from './screen';

/** The built-in engine's risk note for a dictated passage. */
const riskNote = (text: string) => renderRiskNote(riskDocument(sentencesOf(text)));
/** The note read back by the screen, as signing reads it. */
const carriesRisk = (note: string) => screenRisk(noteSentences(note)).findings.length > 0;

describe('risk note: actions recorded exactly', () => {
  it('a 911 call is recorded as emergency services', () => {
    const note = riskNote('She took the pills an hour ago. I called 911 and stayed on video until EMS arrived. She was transported to Mercy ED.');
    expect(note).toContain('- Emergency services called: “I called 911 and stayed on video until EMS arrived.”');
    expect(note).toContain('- Emergency evaluation: “She was transported to Mercy ED.”');
    expect(note).not.toContain('Mandated report');
  });

  it('a mandated report with its agency, reference and time', () => {
    expect(riskNote('The 9-year-old said her stepfather hits her. I made a mandated report to CPS at 2:15 pm, reference 24-1187.')).toContain(
      '- Mandated report filed with CPS, reference 24-1187, at 2:15 pm: “I made a mandated report to CPS at 2:15 pm, reference 24-1187.”',
    );
  });

  it('a duty to warn carried out names who was notified, how and when', () => {
    const note = riskNote(
      'He said he is going to kill his ex-wife and he has a gun. I called the police and then called his ex-wife, Jenna, at 3:40 to warn her.',
    );
    expect(note).toContain(
      '- Duty to warn: notification made — the police; his ex-wife, by phone, at 3:40: “I called the police and then called his ex-wife, Jenna, at 3:40 to warn her.”',
    );
    expect(note).not.toContain('Emergency services');
  });

  it.each([
    [
      'He has vague homicidal thoughts, nobody in particular. Duty to warn is not triggered.',
      '- Duty to warn assessed and not indicated: “Duty to warn is not triggered.”',
    ],
    ['We reviewed her safety plan.', '- Safety plan reviewed: “We reviewed her safety plan.”'],
    ['We went over the safety plan and updated it.', '- Safety plan updated: “We went over the safety plan and updated it.”'],
  ])('%s', (text, line) => {
    expect(riskNote(text)).toContain(line);
  });
});

describe('risk note: whose risk and when', () => {
  it('each finding names the person and the time', () => {
    const note = riskNote('She attempted suicide in 2019. She said she has been cutting her arms again this week.');
    expect(note).toContain('- Past suicide attempt (client, past: in 2019): “She attempted suicide in 2019.”');
    expect(note).toContain('- Self-harm (client, current: this week): “She said she has been cutting her arms again this week.”');
  });

  it('others’ risk under its own heading, and the note does not count it as the client’s when signed', () => {
    const note = riskNote('Her brother attempted suicide last year. Another member disclosed he has been cutting. She denies SI.');
    expect(note).toContain("## Others' risk (context, not the client's)");
    expect(note).toContain('- Another person (brother): past suicide attempt, past: “Her brother attempted suicide last year.”');
    expect(note).toContain('- Another person (group member): self-harm, current: “Another member disclosed he has been cutting.”');
    expect(note).toContain('## Risk level\nNo current risk identified in this account');
    expect(carriesRisk(note)).toBe(false);
  });

  it('still: the client’s findings make the note carry risk when signed', () => {
    expect(carriesRisk(riskNote('Her mother died by suicide in 2010. She has been thinking about killing herself this week.'))).toBe(true);
  });
});
