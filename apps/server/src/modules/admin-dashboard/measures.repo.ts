import { sql, type SQL } from 'drizzle-orm';
import type { PeriodMeasures } from '@tend/contracts/admin-dashboard.contract';
import { queryRows, type Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import type { Span } from './periods';
import { clinicianScope } from './scope';

/** Per clinician (`by: 'provider'`) or one row for everyone in scope (key null). */
type By = 'practice' | 'provider';
type Keyed<T> = Map<string | null, T>;

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const ratio = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);
const keyed = <T extends { key: string | null }>(rows: T[]): Keyed<T> => new Map(rows.map((r) => [r.key, r]));

/**
 * The dashboard's figures, computed from the live tables on each request (no stored copies).
 * Visits count by their clinician; payments and A/R at practice level by the client's clinician,
 * per clinician by the charge's; leads by their assignee (at practice level every lead of the practice).
 */
export function measuresRepo(db: Db, actor: Actor) {
  const practice = actor.practiceId;
  const keyOf = (by: By, column: SQL) => (by === 'provider' ? sql`${column}::text` : sql`null::text`);

  async function visits(span: Span, by: By) {
    const key = keyOf(by, sql`e.provider_id`);
    return queryRows<{
      key: string | null;
      sessions: number;
      completed: number;
      no_shows: number;
      late_cancels: number;
      cancelled: number;
      signed: number;
      median: number | null;
    }>(
      db,
      sql`select ${key} as key,
          count(*) filter (where e.status <> 'cancelled')::int as sessions,
          count(*) filter (where e.status = 'completed')::int as completed,
          count(*) filter (where e.status = 'no_show')::int as no_shows,
          count(*) filter (where e.status = 'late_cancelled')::int as late_cancels,
          count(*) filter (where e.status = 'cancelled')::int as cancelled,
          count(*) filter (where e.status = 'completed' and s.signed_at is not null)::int as signed,
          percentile_cont(0.5) within group (order by extract(epoch from (s.signed_at - e.scheduled_end)) / 3600.0)
            filter (where e.status = 'completed' and s.signed_at is not null) as median
        from encounters e
        left join lateral (
          select min(n.signed_at) as signed_at from notes n
          where n.encounter_id = e.id and n.practice_id = e.practice_id and n.status = 'approved' and n.signed_at is not null
        ) s on true
        where e.practice_id = ${practice} and e.scheduled_start >= ${span.start} and e.scheduled_start < ${span.end}
          and ${clinicianScope(actor, sql`e.provider_id`)}
        group by 1`,
    );
  }

  async function leads(span: Span, by: By) {
    // An admin counts every lead (assigned or not); a supervisor those assigned within their supervision.
    const scope = clinicianScope(actor, sql`l.assignee_id`);
    return queryRows<{ key: string | null; count: number }>(
      db,
      sql`select ${keyOf(by, sql`l.assignee_id`)} as key, count(*)::int as count from leads l
        where l.practice_id = ${practice} and l.created_at >= ${span.start} and l.created_at < ${span.end} and ${scope}
        group by 1`,
    );
  }

  async function revenue(span: Span, by: By) {
    if (by === 'practice') {
      return queryRows<{ key: null; cents: number }>(
        db,
        sql`select null::text as key, coalesce(sum(p.amount_cents), 0)::float8 as cents
          from payments p join clients c on c.id = p.client_id
          where p.practice_id = ${practice} and p.received_on >= ${span.from} and p.received_on <= ${span.to}
            and ${clinicianScope(actor, sql`c.provider_id`)}`,
      );
    }
    return queryRows<{ key: string | null; cents: number }>(
      db,
      sql`select ch.provider_id::text as key, coalesce(sum(pa.amount_cents), 0)::float8 as cents
        from payment_allocations pa join payments p on p.id = pa.payment_id join charges ch on ch.id = pa.charge_id
        where pa.practice_id = ${practice} and p.received_on >= ${span.from} and p.received_on <= ${span.to}
          and ${clinicianScope(actor, sql`ch.provider_id`)}
        group by 1`,
    );
  }

  /** What was owed at the end of the span: charges to date, less what was paid or written off by then. */
  async function receivable(span: Span, by: By) {
    const scope = clinicianScope(actor, by === 'provider' ? sql`ch.provider_id` : sql`c.provider_id`);
    return queryRows<{ key: string | null; cents: number }>(
      db,
      sql`select ${keyOf(by, sql`ch.provider_id`)} as key, coalesce(sum(ch.amount_cents
            - coalesce((select sum(pa.amount_cents) from payment_allocations pa join payments p on p.id = pa.payment_id
                        where pa.charge_id = ch.id and p.received_on <= ${span.to}), 0)
            - coalesce((select sum(a.amount_cents) from billing_adjustments a
                        where a.charge_id = ch.id and a.kind = 'write_off' and a.created_at < ${span.end}), 0)), 0)::float8 as cents
        from charges ch join clients c on c.id = ch.client_id
        where ch.practice_id = ${practice} and ch.service_date <= ${span.to}
          and (ch.voided_at is null or ch.voided_at >= ${span.end}) and ${scope}
        group by 1`,
    );
  }

  return {
    /** The measures of a span, keyed by clinician id (or by null for everyone in scope). */
    async measures(span: Span, by: By): Promise<Keyed<PeriodMeasures>> {
      const [v, l, r, ar] = await Promise.all([visits(span, by), leads(span, by), revenue(span, by), receivable(span, by)]);
      const [vk, lk, rk, ak] = [keyed(v), keyed(l), keyed(r), keyed(ar)];
      const keys = new Set<string | null>([...vk.keys(), ...lk.keys(), ...rk.keys(), ...ak.keys()]);
      if (by === 'practice') keys.add(null);
      else keys.delete(null); // unassigned leads belong to no clinician
      const out: Keyed<PeriodMeasures> = new Map();
      for (const key of keys) {
        const m = vk.get(key);
        const sessions = num(m?.sessions);
        const completed = num(m?.completed);
        out.set(key, {
          sessions,
          completed,
          no_shows: num(m?.no_shows),
          late_cancels: num(m?.late_cancels),
          cancelled: num(m?.cancelled),
          no_show_rate: ratio(num(m?.no_shows), sessions),
          late_cancel_rate: ratio(num(m?.late_cancels), sessions),
          notes_signed: num(m?.signed),
          note_completion_rate: ratio(num(m?.signed), completed),
          median_hours_to_sign: m?.median === null || m?.median === undefined ? null : Number(m.median),
          new_leads: num(lk.get(key)?.count),
          revenue_cents: Math.round(num(rk.get(key)?.cents)),
          ar_cents: Math.round(num(ak.get(key)?.cents)),
        });
      }
      return out;
    },

    /** Clients whose status is active now, by their clinician. */
    async activeClients(by: By): Promise<Keyed<number>> {
      const rows = await queryRows<{ key: string | null; count: number }>(
        db,
        sql`select ${keyOf(by, sql`c.provider_id`)} as key, count(*)::int as count from clients c
          where c.practice_id = ${practice} and c.status = 'active' and ${clinicianScope(actor, sql`c.provider_id`)}
          group by 1`,
      );
      return new Map(rows.map((r) => [r.key, num(r.count)]));
    },

    /** Visits (not cancelled in time) and payments per chart bucket; `buckets` are first days, `span` the whole period. */
    async series(span: Span, buckets: { day: string; start: Date }[]) {
      const days = sql`${`{${buckets.map((b) => b.day).join(',')}}`}::date[]`;
      const instants = sql`${`{${buckets.map((b) => b.start.toISOString()).join(',')}}`}::timestamptz[]`;
      const [sessions, money] = await Promise.all([
        queryRows<{ bucket: number; count: number }>(
          db,
          sql`select width_bucket(e.scheduled_start, ${instants}) as bucket, count(*)::int as count from encounters e
            where e.practice_id = ${practice} and e.scheduled_start >= ${span.start} and e.scheduled_start < ${span.end}
              and e.status <> 'cancelled' and ${clinicianScope(actor, sql`e.provider_id`)}
            group by 1`,
        ),
        queryRows<{ bucket: number; cents: number }>(
          db,
          sql`select width_bucket(p.received_on, ${days}) as bucket, sum(p.amount_cents)::float8 as cents
            from payments p join clients c on c.id = p.client_id
            where p.practice_id = ${practice} and p.received_on >= ${span.from} and p.received_on <= ${span.to}
              and ${clinicianScope(actor, sql`c.provider_id`)}
            group by 1`,
        ),
      ]);
      const count = new Map(sessions.map((r) => [num(r.bucket), num(r.count)]));
      const cents = new Map(money.map((r) => [num(r.bucket), Math.round(num(r.cents))]));
      return buckets.map((b, i) => ({ start: b.day, sessions: count.get(i + 1) ?? 0, revenue_cents: cents.get(i + 1) ?? 0 }));
    },
  };
}
