import { and, eq, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { clientGroupMembers, clientGuardians } from '@tend/db/schema/client-details';
import { clients } from '@tend/db/schema/clients';
import { users } from '@tend/db/schema/users';
import type { Actor } from './actor';

/*
 * The one repository shape. Queries live only in `modules/<feature>/*.repo.ts`, as
 * `<noun>Repo(db, actor)`: built per request with the caller, it returns methods that each AND
 * one scope predicate, computed once at the top from the actor — `visibleClients(actor)` below
 * for anything hanging off a client, `<table>.userId = actor.userId` for records one user owns
 * (conversations, vault, notifications, push subscriptions). Writes by id carry the same
 * predicate, so a forgotten check fails closed and another person's record looks missing.
 * A repo that needs only the user's id takes `Pick<Actor, 'userId'>`, so jobs can build it too.
 * Flows with no signed-in caller (sign-in, password reset, health, sweeps) use plain functions
 * over `db` in their repo files, scoped by what they are given (an e-mail, a token's hash).
 */

/**
 * Record-level access in one place (ARCHITECTURE rule 3): which clients a caller may see.
 * A therapist their own caseload, a supervisor theirs and their supervisees', an admin their
 * practice's, a portal user their own record and those of the minors they are guardian of, anyone
 * else nothing. Always inside the caller's practice.
 */
export function visibleClients(actor: Actor): SQL {
  return visibleClientsAs(actor.acting, actor);
}

/** A value, or a placeholder a prepared query fills in per call. */
type Param = string | Placeholder;

/**
 * The same rule for one acting role with the caller's ids as values or as placeholders: a hot
 * read prepares it once per role (see clientsRepo.withProvider) instead of building it per request.
 */
export function visibleClientsAs(acting: Actor['acting'], ids: { practiceId: Param; userId: Param }): SQL {
  const inPractice = eq(clients.practiceId, ids.practiceId);
  switch (acting) {
    case 'admin':
      return inPractice;
    case 'therapist':
      return and(inPractice, eq(clients.providerId, ids.userId))!;
    case 'supervisor': {
      const supervisees = sql`(select ${users.id} from ${users} where ${users.supervisorId} = ${ids.userId})`;
      return and(inPractice, or(eq(clients.providerId, ids.userId), inArray(clients.providerId, supervisees)))!;
    }
    case 'client':
      return and(inPractice, or(eq(clients.userId, ids.userId), inArray(clients.id, guardedBy(ids.userId))))!;
    case 'dev':
      return sql`false`;
  }
}

/**
 * Users who hold a caseload, so may be a client's clinician: the SQL twin of `isClinician` in
 * @tend/contracts/permissions (a therapist or supervisor always, an admin only with is_provider, a
 * demo character acting as a therapist). Every clinician picker and assignment uses it.
 */
export function clinicianUsers(u: typeof users = users): SQL {
  return or(
    inArray(u.role, ['therapist', 'supervisor']),
    and(eq(u.role, 'admin'), eq(u.isProvider, true)),
    and(eq(u.role, 'demo'), eq(u.characterType, 'therapist')),
  )!;
}

/** The minors whose guardian this portal user is. */
function guardedBy(userId: Param): SQL {
  return sql`(select ${clientGuardians.clientId} from ${clientGuardians} where ${clientGuardians.userId} = ${userId})`;
}

/**
 * The couples and families a portal user belongs to (through their own client record): their shared
 * visits and their couple thread. Only a member themself, not a guardian, shares a group's items.
 */
export function portalGroups(actor: Actor): SQL {
  return sql`(select ${clientGroupMembers.groupId} from ${clientGroupMembers} join ${clients} on ${clients.id} = ${clientGroupMembers.clientId}
    where ${clients.userId} = ${actor.userId} and ${clients.practiceId} = ${actor.practiceId})`;
}
