import type { Db } from './client';
import { practices } from './schema/practices';
import { appointmentTypes } from './schema/scheduling';

/**
 * What a new practice books until it edits them: the psychotherapy codes a US practice bills, each
 * at a length its CPT time rule supports (90832 16–37 min, 90834 38–52, 90837 53+). Migration 0011
 * gave existing practices the first list; a later migration adds the codes they lacked.
 */
export const defaultAppointmentTypes = [
  // First the intake, then the usual weekly session: the assistant books a client's first visit as
  // the first type and later ones as the next (engine calendar answers).
  { name: 'Intake assessment', serviceCode: '90791', durationMinutes: 60 },
  { name: 'Individual therapy, 53 min', serviceCode: '90837', durationMinutes: 53 },
  { name: 'Individual therapy, 45 min', serviceCode: '90834', durationMinutes: 45 },
  { name: 'Individual therapy, 30 min', serviceCode: '90832', durationMinutes: 30 },
  { name: 'Individual therapy, 60 min', serviceCode: '90837', durationMinutes: 60 },
  { name: 'Family therapy', serviceCode: '90847', durationMinutes: 50 },
  { name: 'Family therapy without the client', serviceCode: '90846', durationMinutes: 50 },
  { name: 'Group therapy', serviceCode: '90853', durationMinutes: 90 },
] as const;

export async function insertDefaultAppointmentTypes(tx: Db, practiceId: string): Promise<void> {
  await tx.insert(appointmentTypes).values(defaultAppointmentTypes.map((type, index) => ({ ...type, practiceId, sortOrder: index + 1 })));
}

/** Every new practice (sign-up, demo, CLI) starts the same way: the practice row and its default appointment types. */
export async function createPractice(tx: Db, values: typeof practices.$inferInsert) {
  const [practice] = await tx.insert(practices).values(values).returning();
  await insertDefaultAppointmentTypes(tx, practice!.id);
  return practice!;
}
