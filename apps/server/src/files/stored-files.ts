import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { storedFiles } from '@tend/db/schema/files';
import { badRequest } from '../http/errors';

/** The largest file a client or clinician may upload (attachments, shared documents). */
export const uploadLimitBytes = 10 * 1024 * 1024;

/** What may be uploaded, recognised by the file's first bytes, with the extensions each may carry. */
const acceptedTypes: { mediaType: string; extensions: string[]; matches: (b: Buffer) => boolean }[] = [
  { mediaType: 'application/pdf', extensions: ['pdf'], matches: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  { mediaType: 'image/png', extensions: ['png'], matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mediaType: 'image/jpeg', extensions: ['jpg', 'jpeg'], matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mediaType: 'image/gif', extensions: ['gif'], matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  {
    mediaType: 'image/webp',
    extensions: ['webp'],
    matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export const acceptedUploadsText = 'a PDF or an image (PNG, JPEG, GIF, WebP)';

/**
 * Uploads arrive as the raw bytes (content-type application/octet-stream) with the file's name in
 * the x-file-name header (URI-encoded): no multipart parsing. The parser keeps the app's body limit;
 * only the upload routes raise theirs (`bodyLimit: uploadLimitBytes`), so no other route reads 10 MB.
 */
export function registerBinaryUploads(app: FastifyInstance): void {
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
}

export interface Upload {
  fileName: string;
  mediaType: string;
  bytes: Buffer;
}

/** Checks an upload: its bytes say what it is, and its name must agree (a lying extension is refused). */
export function checkUpload(body: unknown, fileNameHeader: string | string[] | undefined): Upload {
  if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest('Send the file as the request body (content-type application/octet-stream).');
  const fileName = decodeFileName(fileNameHeader);
  const type = acceptedTypes.find((t) => t.matches(body));
  if (!type) throw badRequest(`This file type is not accepted: send ${acceptedUploadsText}.`);
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (!type.extensions.includes(extension)) throw badRequest(`The file's name (.${extension}) does not match its content (${type.mediaType}).`);
  return { fileName, mediaType: type.mediaType, bytes: body };
}

function decodeFileName(header: string | string[] | undefined): string {
  const raw = Array.isArray(header) ? header[0] : header;
  if (!raw) throw badRequest('x-file-name: the file name is required.');
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    throw badRequest('x-file-name: must be URI-encoded.');
  }
  // A display name only: strip any path and control characters.
  name = [...name.split(/[\\/]/).pop()!]
    .filter((c) => c >= ' ' && c !== '\u007f')
    .join('')
    .trim();
  if (!name || name.length > 200) throw badRequest('x-file-name: between 1 and 200 characters.');
  return name;
}

export async function storeFile(db: Db, file: Upload & { practiceId: string; uploadedBy: string | null }, now: Date) {
  const [row] = await db
    .insert(storedFiles)
    .values({
      practiceId: file.practiceId,
      fileName: file.fileName,
      mediaType: file.mediaType,
      sizeBytes: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      content: file.bytes,
      uploadedBy: file.uploadedBy,
      createdAt: now,
    })
    .returning({ id: storedFiles.id, fileName: storedFiles.fileName, mediaType: storedFiles.mediaType, sizeBytes: storedFiles.sizeBytes });
  return row!;
}

/** A stored file of the practice, or null. The caller has already checked the record that points to it. */
export async function readStoredFile(db: Db, practiceId: string, fileId: string) {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.practiceId, practiceId)));
  return row ?? null;
}

/** Sends a stored file as a download: never rendered by the browser as a page of ours. */
export function sendStoredFile(
  reply: FastifyReply,
  file: { fileName: string; mediaType: string; content: Buffer },
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .type(file.mediaType)
    .header('content-disposition', `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.content);
}
