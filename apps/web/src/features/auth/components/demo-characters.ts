import type { CharacterType } from '@tend/contracts/permissions';

/** The demo characters a visitor can pick (spec 1), with what each one shows. */
export const demoCharacters: readonly { type: CharacterType; title: string; description: string }[] = [
  { type: 'therapist', title: 'Therapist', description: 'A provider with sample clients, appointments, notes and conversations.' },
  { type: 'admin', title: 'Practice admin', description: 'Runs the practice: users, reports, audit logs and settings.' },
  { type: 'client', title: 'Client', description: 'The client portal: appointments, messages, documents and forms.' },
  { type: 'parent_of_client', title: 'Parent of a client', description: 'The portal as a parent or guardian sees it.' },
  { type: 'part_of_couple', title: 'Partner in couples therapy', description: 'The portal as one partner of a couple sees it.' },
];

export function isCharacterType(value: string | null): value is CharacterType {
  return demoCharacters.some((character) => character.type === value);
}
