import type { Db } from '../client';
import { clients } from '../schema/clients';
import { conversations, messages } from '../schema/conversations';
import { encounters } from '../schema/encounters';
import { noteVersions, notes } from '../schema/notes';

/** Fictional clients for demo practices: realistic enough to try the product on, no real person. */
const sampleClients = [
  { firstName: 'Maya', lastName: 'Thompson', dateOfBirth: '1990-03-14', concern: 'generalised anxiety and work stress' },
  { firstName: 'Daniel', lastName: 'Kim', dateOfBirth: '1984-07-02', concern: 'low mood after a job loss' },
  { firstName: 'Rosa', lastName: 'Delgado', dateOfBirth: '1976-11-23', concern: 'grief after her mother’s death' },
  { firstName: 'Ethan', lastName: 'Brooks', dateOfBirth: '2003-01-09', concern: 'panic attacks before exams' },
  { firstName: 'Aisha', lastName: 'Rahman', dateOfBirth: '1995-05-30', concern: 'relationship conflict and sleep problems' },
];

const hour = 60 * 60_000;
const day = 24 * hour;

function soapNote(firstName: string, concern: string): string {
  return [
    '## Subjective',
    `${firstName} reported ongoing ${concern}. Sleep has been around six hours a night. Denied thoughts of self-harm when asked directly.`,
    '## Objective',
    'Alert and oriented, good eye contact, affect congruent with mood, speech normal in rate and volume.',
    '## Assessment',
    `Symptoms consistent with the working formulation of ${concern}; engaged and motivated for treatment.`,
    '## Plan',
    'Continue weekly CBT sessions. Practise the breathing exercise daily and keep the thought record before next session.',
  ].join('\n');
}

export interface CaseloadOptions {
  practiceId: string;
  providerId: string;
  now: Date;
  /** How many of the sample clients to create (default all five). */
  count?: number;
}

/**
 * A working caseload for one clinician: clients, past and upcoming appointments, a signed note,
 * a draft note, a past session still undocumented, and two assistant conversations.
 */
export async function insertSampleCaseload(db: Db, options: CaseloadOptions): Promise<{ clientIds: string[] }> {
  const { practiceId, providerId, now } = options;
  const chosen = sampleClients.slice(0, options.count ?? sampleClients.length);
  const created = await db
    .insert(clients)
    .values(
      chosen.map((c) => ({
        practiceId,
        providerId,
        firstName: c.firstName,
        lastName: c.lastName,
        dateOfBirth: c.dateOfBirth,
        email: `${c.firstName.toLowerCase()}@example.com`,
      })),
    )
    .returning();

  for (const [i, client] of created.entries()) {
    const concern = chosen[i]!.concern;
    // Sessions at 9:00 + i hours: last week (documented), yesterday (draft or pending), and next week.
    const at = (offsetDays: number) => new Date(Math.floor(now.getTime() / day) * day + offsetDays * day + (9 + i) * hour);
    const [lastWeek, yesterday] = await db
      .insert(encounters)
      .values([
        {
          practiceId,
          clientId: client.id,
          providerId,
          scheduledStart: at(-7),
          scheduledEnd: new Date(at(-7).getTime() + 50 * 60_000),
          status: 'completed',
          serviceCode: '90834',
        },
        {
          practiceId,
          clientId: client.id,
          providerId,
          scheduledStart: at(-1),
          scheduledEnd: new Date(at(-1).getTime() + 50 * 60_000),
          status: 'completed',
          serviceCode: '90834',
        },
        {
          practiceId,
          clientId: client.id,
          providerId,
          scheduledStart: at(7),
          scheduledEnd: new Date(at(7).getTime() + 50 * 60_000),
          status: 'scheduled',
          serviceCode: '90834',
        },
      ])
      .returning();
    const written: (typeof notes.$inferSelect)[] = [];
    const [signed] = await db
      .insert(notes)
      .values({
        practiceId,
        clientId: client.id,
        encounterId: lastWeek!.id,
        authorId: providerId,
        documentType: 'soap_note',
        noteContent: soapNote(client.firstName, concern),
        status: 'approved',
        signedAt: new Date(lastWeek!.scheduledEnd.getTime() + hour),
        signedBy: providerId,
        createdAt: lastWeek!.scheduledEnd,
      })
      .returning();
    written.push(signed!);
    // Every other client's latest session already has a draft; the rest are pending documentation.
    if (i % 2 === 0) {
      const [draft] = await db
        .insert(notes)
        .values({
          practiceId,
          clientId: client.id,
          encounterId: yesterday!.id,
          authorId: providerId,
          documentType: 'soap_note',
          noteContent: soapNote(client.firstName, concern),
          status: 'draft',
          createdAt: yesterday!.scheduledEnd,
        })
        .returning();
      written.push(draft!);
    }
    // Each note's first version, as a note written by hand gets (the note page lists a note's versions).
    await db.insert(noteVersions).values(
      written.map((n) => ({
        noteId: n.id,
        practiceId,
        number: 1,
        content: n.noteContent,
        source: 'clinician' as const,
        createdAt: n.createdAt,
        createdBy: providerId,
      })),
    );
  }

  const first = created[0];
  if (first) {
    const [conversation] = await db
      .insert(conversations)
      .values({
        userId: providerId,
        clientId: first.id,
        title: `Session recap — ${first.firstName}`,
        createdAt: new Date(now.getTime() - day),
        lastUpdated: new Date(now.getTime() - day),
      })
      .returning();
    await db.insert(messages).values([
      {
        conversationId: conversation!.id,
        role: 'user',
        content: `${first.firstName} talked about work stress and practised box breathing in session.`,
        createdAt: new Date(now.getTime() - day),
      },
      {
        conversationId: conversation!.id,
        role: 'assistant',
        content: 'Thanks. Would you like me to draft a SOAP note from this session?',
        createdAt: new Date(now.getTime() - day + 1000),
      },
    ]);
    await db.insert(conversations).values({
      userId: providerId,
      title: 'Ideas for group therapy',
      createdAt: new Date(now.getTime() - 3 * day),
      lastUpdated: new Date(now.getTime() - 3 * day),
    });
  }
  return { clientIds: created.map((c) => c.id) };
}
