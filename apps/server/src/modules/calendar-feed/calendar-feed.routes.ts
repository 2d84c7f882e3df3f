import { calendarFeedCreatedSchema, calendarFeedStatusSchema, type CalendarFeedStatus } from '@tend/contracts/scheduling-settings.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hashToken, newToken } from '../../auth/tokens';
import { notFound } from '../../http/errors';
import { rawResponse } from '../../http/response-contract';
import { route } from '../../http/route';
import { calendarFeedRepo, feedOwner, feedVisits } from './calendar-feed.repo';
import { feedIcs } from './feed-ics';

const dayMs = 86_400_000;
/** What the feed spans: the last month (for looking back) and the next six. */
const feedWindow = { pastDays: 30, aheadDays: 180 };

const statusView = (s: { enabled: boolean; createdAt: Date | null }): CalendarFeedStatus => ({
  enabled: s.enabled,
  created_at: s.createdAt?.toISOString() ?? null,
});

export function registerCalendarFeedRoutes(app: FastifyInstance): void {
  const { db, env } = app.services;
  const feedUrl = (token: string) => `${env.PUBLIC_URL.replace(/\/+$/, '')}/api/calendar-feed/${token}.ics`;

  route(app, {
    method: 'GET',
    url: '/api/calendar-feed',
    access: 'clients:read',
    response: calendarFeedStatusSchema,
    handler: async ({ actor }) => statusView(await calendarFeedRepo(db, actor).status()),
  });

  route(app, {
    method: 'POST',
    url: '/api/calendar-feed',
    access: 'clients:read',
    response: calendarFeedCreatedSchema,
    handler: async ({ actor, now, reply, audit }) => {
      // Only the hash is kept: the address is shown this once, and a database leak does not leak calendars.
      const token = newToken();
      await db.transaction(async (tx) => {
        const repo = calendarFeedRepo(tx, actor);
        const rotating = (await repo.status()).enabled;
        await repo.turnOn(hashToken(token), now);
        await audit({ action: rotating ? 'rotate' : 'create', recordType: 'calendar_feed', recordId: actor.userId, outcome: 'success' }, tx);
      });
      reply.status(201);
      return { enabled: true, created_at: now.toISOString(), url: feedUrl(token) };
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/calendar-feed',
    access: 'clients:read',
    response: calendarFeedStatusSchema,
    handler: async ({ actor, now, audit }) => {
      await db.transaction(async (tx) => {
        await calendarFeedRepo(tx, actor).turnOff(now);
        await audit({ action: 'revoke', recordType: 'calendar_feed', recordId: actor.userId, outcome: 'success' }, tx);
      });
      return { enabled: false, created_at: null };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/calendar-feed/:token.ics',
    // Calendar apps subscribe without a session: the secret in the address is the credential.
    access: 'public',
    params: z.object({ token: z.string() }),
    response: rawResponse("The clinician's visits as iCalendar: times, client initials, Office or Telehealth.", 'text/calendar'),
    handler: async ({ params, now, reply, audit }) => {
      const owner = await feedOwner(db, hashToken(params.token));
      if (!owner) throw notFound('Calendar feed');
      const from = new Date(now.getTime() - feedWindow.pastDays * dayMs);
      const to = new Date(now.getTime() + feedWindow.aheadDays * dayMs);
      const visits = await feedVisits(db, owner, from, to);
      // No caller to name: the event records whose calendar was read, and from where.
      await audit({ action: 'calendar_feed_read', recordType: 'calendar_feed', recordId: owner.userId, outcome: 'success' });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(feedIcs(visits, { practiceName: owner.practiceName, now }));
    },
  });
}
