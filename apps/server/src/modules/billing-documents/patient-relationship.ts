/*
 * client_insurance.subscriber_relationship says who the policy holder is TO THE CLIENT (the
 * client's parent holds the policy → 'parent'). Claims ask the reverse: the patient's relationship
 * to the subscriber (the patient is the subscriber's child). These maps turn one into the other.
 */

export type PatientRelationship = 'self' | 'spouse' | 'child' | 'other';

const patientToSubscriber: Record<string, PatientRelationship> = { self: 'self', spouse: 'spouse', parent: 'child', child: 'other', other: 'other' };

/** The patient's relationship to the subscriber, from who the subscriber is to the patient. */
export const patientRelationship = (subscriberRelationship: string): PatientRelationship => patientToSubscriber[subscriberRelationship] ?? 'other';

/** X12 individual relationship codes (SBR02 / PAT01): 18 self, 01 spouse, 19 child, G8 other. */
export const x12RelationshipCodes: Record<PatientRelationship, string> = { self: '18', spouse: '01', child: '19', other: 'G8' };
