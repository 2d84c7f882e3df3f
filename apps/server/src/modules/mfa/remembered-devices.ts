import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@tend/db/client';
import { rememberedDevices } from '@tend/db/schema/staff-access';
import { hashToken, newToken } from '../../auth/tokens';

const cookieName = 'tend_device';
const dayMs = 24 * 60 * 60_000;

/** Whether this browser carries a live "remember this device" token of this user. */
export async function isRememberedDevice(db: Db, request: FastifyRequest, userId: string, now: Date): Promise<boolean> {
  const token = request.cookies[cookieName];
  if (!token) return false;
  const [row] = await db
    .select({ userId: rememberedDevices.userId })
    .from(rememberedDevices)
    .where(and(eq(rememberedDevices.tokenHash, hashToken(token)), eq(rememberedDevices.userId, userId), gt(rememberedDevices.expiresAt, now)))
    .limit(1);
  return !!row;
}

export async function rememberDevice(db: Db, http: { request: FastifyRequest; reply: FastifyReply; now: Date }, userId: string, days: number): Promise<void> {
  if (days <= 0) return;
  const token = newToken();
  await db.delete(rememberedDevices).where(and(eq(rememberedDevices.userId, userId), lt(rememberedDevices.expiresAt, http.now)));
  await db.insert(rememberedDevices).values({
    tokenHash: hashToken(token),
    userId,
    userAgent: http.request.headers['user-agent']?.slice(0, 300),
    createdAt: http.now,
    expiresAt: new Date(http.now.getTime() + days * dayMs),
  });
  // Path / so every sign-in door (password, SSO callback, invite accept) sees it.
  http.reply.setCookie(cookieName, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: http.request.protocol === 'https', maxAge: days * 86_400 });
}

export async function forgetDevices(db: Db, userId: string): Promise<number> {
  const rows = await db.delete(rememberedDevices).where(eq(rememberedDevices.userId, userId)).returning({ hash: rememberedDevices.tokenHash });
  return rows.length;
}
