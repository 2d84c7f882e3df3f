import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@tend/db/client';
import { clients } from '@tend/db/schema/clients';
import { storedFiles } from '@tend/db/schema/files';
import { clientDocuments } from '@tend/db/schema/portal';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';

const sharer = alias(users, 'document_sharer');

/** The columns a document view needs: the document, its client, who shared it, and its file's metadata (never the bytes). */
const documentColumns = {
  document: clientDocuments,
  client: {
    id: clients.id,
    firstName: clients.firstName,
    lastName: clients.lastName,
    preferredName: clients.preferredName,
    userId: clients.userId,
    providerId: clients.providerId,
  },
  sharedByName: sharer.name,
  file: { fileName: storedFiles.fileName, mediaType: storedFiles.mediaType, sizeBytes: storedFiles.sizeBytes },
};

export type DocumentRow = Awaited<ReturnType<ReturnType<typeof clientDocumentsRepo>['list']>>[number];
export type NewDocument = Pick<typeof clientDocuments.$inferInsert, 'clientId' | 'kind' | 'title' | 'body' | 'fileId' | 'requiresSignature' | 'sharedAt'>;
export type Signature = Required<Pick<typeof clientDocuments.$inferInsert, 'signedName' | 'signedAt' | 'signedIp' | 'signedSha256' | 'signedFileId'>>;

/**
 * Documents of the clients the caller may see (visibleClients: a clinician's caseload, a portal
 * user's own record and their minors'). Every query carries that scope, so another person's
 * document looks missing.
 */
export function clientDocumentsRepo(db: Db, actor: Actor) {
  const visibleIds = db.select({ id: clients.id }).from(clients).where(visibleClients(actor));
  const inScope = inArray(clientDocuments.clientId, visibleIds);

  const select = () =>
    db
      .select(documentColumns)
      .from(clientDocuments)
      .innerJoin(clients, eq(clients.id, clientDocuments.clientId))
      .leftJoin(sharer, eq(sharer.id, clientDocuments.sharedBy))
      .leftJoin(storedFiles, eq(storedFiles.id, clientDocuments.fileId));

  return {
    /** Newest first; one client's, or every visible client's when none is named. */
    list: (clientId?: string) =>
      select()
        .where(and(inScope, clientId ? eq(clientDocuments.clientId, clientId) : undefined))
        .orderBy(desc(clientDocuments.sharedAt), desc(clientDocuments.id)),

    /** One document, optionally required to belong to the client named in the URL. */
    async get(documentId: string, clientId?: string) {
      const [row] = await select()
        .where(and(inScope, eq(clientDocuments.id, documentId), clientId ? eq(clientDocuments.clientId, clientId) : undefined))
        .limit(1);
      return row ?? null;
    },

    async create(values: NewDocument) {
      const [row] = await db
        .insert(clientDocuments)
        .values({ ...values, practiceId: actor.practiceId, sharedBy: actor.userId })
        .returning({ id: clientDocuments.id });
      return row!.id;
    },

    /** Records the signature unless one is already there; false when it was (a second signature is refused). */
    async sign(documentId: string, signature: Signature): Promise<boolean> {
      const rows = await db
        .update(clientDocuments)
        .set({ ...signature, signedBy: actor.userId })
        .where(and(inScope, eq(clientDocuments.id, documentId), isNull(clientDocuments.signedAt)))
        .returning({ id: clientDocuments.id });
      return rows.length === 1;
    },

    /** Removes a document not yet signed (with its shared file); false when it was signed meanwhile. */
    async withdraw(documentId: string, clientId: string): Promise<boolean> {
      const [row] = await db
        .delete(clientDocuments)
        .where(and(inScope, eq(clientDocuments.id, documentId), eq(clientDocuments.clientId, clientId), isNull(clientDocuments.signedAt)))
        .returning({ fileId: clientDocuments.fileId });
      if (!row) return false;
      if (row.fileId) await db.delete(storedFiles).where(and(eq(storedFiles.id, row.fileId), eq(storedFiles.practiceId, actor.practiceId)));
      return true;
    },
  };
}
