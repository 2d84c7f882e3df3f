import { okResponseSchema } from '@tend/contracts/auth.contract';
import {
  vaultEntriesQuerySchema,
  vaultEntriesResponseSchema,
  vaultEntryParamsSchema,
  vaultEntrySchema,
  vaultEntryUpdateSchema,
  vaultFolderParamsSchema,
  vaultFoldersResponseSchema,
  vaultSaveRequestSchema,
  vaultSaveResponseSchema,
  type VaultEntriesResponse,
  type VaultEntry,
} from '@tend/contracts/vault.contract';
import type { FastifyInstance } from 'fastify';
import { deidentify } from '../../ai/deidentify';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { runIdempotent } from '../../http/idempotency';
import { route } from '../../http/route';
import { clientsRepo } from '../clients/clients.repo';
import { toVaultEntryView, vaultRepo } from './vault.repo';

export function registerVaultRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'POST',
    url: '/api/vault/save',
    access: 'vault:use',
    body: vaultSaveRequestSchema,
    response: vaultSaveResponseSchema,
    handler: async ({ actor, body, now, audit, request, reply }) => {
      if (body.user_id !== actor.userId) {
        await audit({ action: 'create', recordType: 'vault_entry', recordId: body.user_id, outcome: 'denied' });
        throw forbidden();
      }
      // De-identification happens before anything is stored.
      const options = body.deidentify ? { pseudonyms: body.deidentify.pseudonyms, clientNames: await clientsRepo(db, actor).nameVariants() } : null;
      const scrub = (text: string) => (options ? deidentify(text, options) : text);
      // The dialog sends one Idempotency-Key per save, so a retry after a lost answer saves once.
      return db.transaction((tx) =>
        runIdempotent(tx, { request, reply, userId: actor.userId, scope: 'vault.save', body, status: 201 }, async () => {
          const repo = vaultRepo(tx, actor);
          const { folder, created } = await repo.folderNamed(body.folder);
          const entry = await repo.addEntry(
            {
              folderId: folder.id,
              title: body.title ? scrub(body.title) : null,
              text: scrub(body.text),
              tags: body.tags,
              surroundingTurns: body.surrounding_turns.map((t) => ({ role: t.role, content: scrub(t.content) })),
              deidentified: !!body.deidentify,
            },
            now,
          );
          await audit({ action: 'create', recordType: 'vault_entry', recordId: entry.id, outcome: 'success' }, tx);
          return { entry: toVaultEntryView(entry, folder.name), folder_created: created };
        }),
      );
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/vault/folders',
    access: 'vault:use',
    response: vaultFoldersResponseSchema,
    handler: async ({ actor }) => ({
      folders: (await vaultRepo(db, actor).folders()).map((f) => ({ id: f.id, name: f.name, count: f.count, is_default: f.isDefault })),
    }),
  });

  route(app, {
    method: 'GET',
    url: '/api/vault/folders/:folderId/entries',
    access: 'vault:use',
    params: vaultFolderParamsSchema,
    query: vaultEntriesQuerySchema,
    response: vaultEntriesResponseSchema,
    handler: async ({ actor, params, query, audit }): Promise<VaultEntriesResponse> => {
      const repo = vaultRepo(db, actor);
      const folder = await repo.folderById(params.folderId);
      if (!folder) {
        await audit({ action: 'list', recordType: 'vault_entry', recordId: params.folderId, outcome: 'not_found' });
        throw notFound('Folder');
      }
      const rows = await repo.entries(folder.id, query);
      await audit({ action: 'list', recordType: 'vault_entry', recordId: folder.id, outcome: 'success' });
      return { folder: { id: folder.id, name: folder.name }, entries: rows.map((e) => toVaultEntryView(e, folder.name)) };
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/api/vault/entries/:id',
    access: 'vault:use',
    params: vaultEntryParamsSchema,
    body: vaultEntryUpdateSchema,
    response: vaultEntrySchema,
    handler: async ({ actor, params, body, now, audit }): Promise<VaultEntry> => {
      const repo = vaultRepo(db, actor);
      const refused = (recordId: string) => audit({ action: 'update', recordType: 'vault_entry', recordId, outcome: 'not_found' });
      const current = await repo.entry(params.id);
      if (!current) {
        await refused(params.id);
        throw notFound('Vault entry');
      }
      const target = body.folder_id ? await repo.folderById(body.folder_id) : null;
      if (body.folder_id && !target) {
        await refused(body.folder_id);
        throw badRequest('body.folder_id: no such folder');
      }
      const updated = await repo.updateEntry(
        params.id,
        {
          title: body.title === undefined ? current.entry.title : body.title,
          tags: body.tags ?? current.entry.tags,
          folderId: target?.id ?? current.entry.folderId,
        },
        now,
      );
      if (!updated) {
        await refused(params.id);
        throw notFound('Vault entry');
      }
      await audit({ action: 'update', recordType: 'vault_entry', recordId: params.id, outcome: 'success' });
      return toVaultEntryView(updated, target?.name ?? current.folder);
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/vault/entries/:id',
    access: 'vault:use',
    params: vaultEntryParamsSchema,
    response: okResponseSchema,
    handler: async ({ actor, params, audit }) => {
      if (!(await vaultRepo(db, actor).deleteEntry(params.id))) {
        await audit({ action: 'delete', recordType: 'vault_entry', recordId: params.id, outcome: 'not_found' });
        throw notFound('Vault entry');
      }
      await audit({ action: 'delete', recordType: 'vault_entry', recordId: params.id, outcome: 'success' });
      return { ok: true as const };
    },
  });
}
