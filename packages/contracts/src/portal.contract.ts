import { z } from 'zod';

// Client portal: accounts, shared and signed documents, appointment requests.

/** Who a portal account acts as for a client record: the client themself or a minor's guardian. */
export const portalRelations = ['self', 'guardian'] as const;
export type PortalRelation = (typeof portalRelations)[number];

/** A document in a client's portal: a file the practice shared, or a consent/policy text to sign. */
export const clientDocumentKinds = ['shared_file', 'consent', 'policy'] as const;
export type ClientDocumentKind = (typeof clientDocumentKinds)[number];

/** A client's request for a visit at one of the clinician's open times. */
export const appointmentRequestStatuses = ['pending', 'approved', 'declined', 'withdrawn'] as const;
export type AppointmentRequestStatus = (typeof appointmentRequestStatuses)[number];

export const portalRelationSchema = z.enum(portalRelations);
