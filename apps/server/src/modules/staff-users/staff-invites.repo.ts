import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { practices } from '@tend/db/schema/practices';
import { staffInvites } from '@tend/db/schema/staff-access';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { hashToken, newToken } from '../../auth/tokens';

type InviteRow = typeof staffInvites.$inferSelect;
type NewInvite = Pick<InviteRow, 'email' | 'name' | 'role' | 'isProvider' | 'supervisorId'>;

/** How long an invitation link works after it is (re)sent. */
export const staffInviteLifetimeMs = 7 * 24 * 60 * 60_000;

/**
 * Open, and not for a developer: a `dev` invitation sent before developer accounts became the
 * operator's (ADR 020) is neither listed, resent, mailed nor accepted.
 */
const pending = and(isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt), ne(staffInvites.role, 'dev'));

/**
 * A hash no one holds the token of: the row needs one from creation, but the real link is made by
 * the mail job when it sends, so no usable token sits in the jobs table.
 */
const unusableHash = () => hashToken(newToken());

/** The practice's invitations, for admins (users:manage). */
export function staffInvitesRepo(db: Db, actor: Actor) {
  const mine = eq(staffInvites.practiceId, actor.practiceId);
  return {
    listPending: () => db.select().from(staffInvites).where(and(mine, pending)).orderBy(desc(staffInvites.createdAt)),
    async findPending(id: string): Promise<InviteRow | null> {
      const [row] = await db
        .select()
        .from(staffInvites)
        .where(and(mine, pending, eq(staffInvites.id, id)));
      return row ?? null;
    },
    async findPendingByEmail(email: string): Promise<InviteRow | null> {
      const [row] = await db
        .select()
        .from(staffInvites)
        .where(and(mine, pending, eq(staffInvites.email, email)));
      return row ?? null;
    },
    async create(invite: NewInvite, now: Date): Promise<InviteRow> {
      const [row] = await db
        .insert(staffInvites)
        .values({
          ...invite,
          practiceId: actor.practiceId,
          invitedBy: actor.userId,
          tokenHash: unusableHash(),
          expiresAt: new Date(now.getTime() + staffInviteLifetimeMs),
          createdAt: now,
        })
        .returning();
      return row!;
    },
    /** Kills the link sent so far at once and starts a new week; the job sends the new link. */
    async renew(id: string, now: Date): Promise<InviteRow | null> {
      const [row] = await db
        .update(staffInvites)
        .set({ tokenHash: unusableHash(), expiresAt: new Date(now.getTime() + staffInviteLifetimeMs), sentAt: null })
        .where(and(mine, pending, eq(staffInvites.id, id)))
        .returning();
      return row ?? null;
    },
    async revoke(id: string, now: Date): Promise<InviteRow | null> {
      const [row] = await db
        .update(staffInvites)
        .set({ revokedAt: now })
        .where(and(mine, pending, eq(staffInvites.id, id)))
        .returning();
      return row ?? null;
    },
  };
}

// Below, no signed-in caller: the token (or the job's invite id) is the scope.

/** For the mail job: a pending, unexpired invite with its practice's name; a fresh token replaces the stored hash. */
export async function issueInviteToken(
  db: Db,
  inviteId: string,
  now: Date,
): Promise<{ invite: InviteRow; practiceName: string; timeZone: string; token: string } | null> {
  const token = newToken();
  const [invite] = await db
    .update(staffInvites)
    .set({ tokenHash: hashToken(token), sentAt: now })
    .where(and(eq(staffInvites.id, inviteId), pending, gt(staffInvites.expiresAt, now)))
    .returning();
  if (!invite) return null;
  const [practice] = await db.select({ name: practices.name, timeZone: practices.timeZone }).from(practices).where(eq(practices.id, invite.practiceId));
  return { invite, practiceName: practice?.name ?? 'Your practice', timeZone: practice?.timeZone ?? 'UTC', token };
}

/** A usable invite (pending, unexpired) by its token, with its practice's name; null otherwise. */
export async function findUsableInvite(db: Db, token: string, now: Date): Promise<{ invite: InviteRow; practiceName: string } | null> {
  const [row] = await db
    .select({ invite: staffInvites, practiceName: practices.name })
    .from(staffInvites)
    .innerJoin(practices, eq(practices.id, staffInvites.practiceId))
    .where(and(eq(staffInvites.tokenHash, hashToken(token)), pending, gt(staffInvites.expiresAt, now)));
  return row ?? null;
}

/**
 * Marks the invite used, only if still usable: the conditional update makes the second of two
 * racing accepts claim nothing. Call in the transaction that creates the account.
 */
export async function claimInvite(tx: Db, token: string, now: Date): Promise<InviteRow | null> {
  const [row] = await tx
    .update(staffInvites)
    .set({ acceptedAt: now })
    .where(and(eq(staffInvites.tokenHash, hashToken(token)), pending, gt(staffInvites.expiresAt, now)))
    .returning();
  return row ?? null;
}

export async function createStaffUser(tx: Db, invite: InviteRow, input: { name: string; passwordHash: string; now: Date }) {
  const [user] = await tx
    .insert(users)
    .values({
      practiceId: invite.practiceId,
      email: invite.email,
      name: input.name,
      role: invite.role,
      isProvider: invite.isProvider,
      supervisorId: invite.supervisorId,
      passwordHash: input.passwordHash,
      // The invitation's link reached this address: that confirms it.
      emailVerifiedAt: input.now,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  await tx.update(staffInvites).set({ userId: user!.id }).where(eq(staffInvites.id, invite.id));
  return user!;
}
