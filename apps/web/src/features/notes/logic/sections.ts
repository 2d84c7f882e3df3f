/** One headed part of a note ("## Subjective" and its text), or the text before the first heading. */
export interface NoteSection {
  /** The heading's words ("Subjective"), or null for text before any heading. */
  title: string | null;
  /** The heading line as written ("## Subjective"), kept so the note joins back exactly. */
  heading: string | null;
  /** The section's text, without the blank lines around it. */
  body: string;
  /** The blank lines before and after the text, kept so an untouched section joins back unchanged. */
  lead: string;
  gap: string;
}

const headingLine = /^[ \t]{0,3}#{1,6}[ \t]+(.+?)[ \t#]*$/;

/** SOAP, DAP, BIRP… notes are markdown with headed sections: the page edits them one at a time. */
export function splitSections(content: string): NoteSection[] {
  const sections: NoteSection[] = [];
  let current: { title: string | null; heading: string | null; lines: string[] } = { title: null, heading: null, lines: [] };
  const close = () => {
    const text = current.lines.join('\n');
    const lead = /^\n*/.exec(text)![0];
    const body = text.slice(lead.length).trimEnd();
    const gap = text.slice(lead.length + body.length);
    // Text before the first heading only counts when there is some.
    if (current.heading !== null || body) sections.push({ title: current.title, heading: current.heading, body, lead, gap });
  };
  for (const line of content.replace(/\r\n?/g, '\n').split('\n')) {
    const match = headingLine.exec(line);
    if (!match) {
      current.lines.push(line);
      continue;
    }
    close();
    current = { title: match[1]!, heading: line, lines: [] };
  }
  close();
  return sections;
}

/** The note again, with each section's text as it now is. */
export function joinSections(sections: readonly NoteSection[]): string {
  return sections
    .map((s) => {
      const text = `${s.lead}${s.body}${s.gap}`;
      if (s.heading === null) return text;
      // A heading with nothing under it stays one line.
      return text ? `${s.heading}\n${text}` : s.heading;
    })
    .join('\n');
}
