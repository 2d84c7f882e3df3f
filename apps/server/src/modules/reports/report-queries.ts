import { sql, type SQL } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { reportRowLimit, type ReportColumn, type ReportKind, type ReportRow } from '@tend/contracts/reports.contract';
import { dateSpan } from '@tend/contracts/calendar-days';
import { queryRows, type Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import { clinicianScope } from '../admin-dashboard/scope';

export interface ReportFilters {
  from?: string;
  to?: string;
  provider_id?: string;
}

export interface ReportData {
  title: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** The records shown (visit, note or client ids), for the audit trail. */
  ids: { id: string }[];
  /** More rows matched than reportRowLimit. */
  truncated: boolean;
}

interface Ctx {
  db: Db;
  actor: Actor;
  timeZone: string;
  now: Date;
}

const local = (at: Date, timeZone: string) => Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone);
const localDate = (at: Date | null, timeZone: string) => (at ? local(at, timeZone).toPlainDate().toString() : null);
const localTime = (at: Date, timeZone: string) => local(at, timeZone).toPlainTime().toString({ smallestUnit: 'minute' });
/** Timestamps from a raw query: a Date from one driver, a string from the other. */
const instant = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));
const clientName = sql`coalesce(c.preferred_name, c.first_name) || ' ' || c.last_name`;
/** One more row than the limit is read to know whether the report was cut. */
const limit = sql.raw(String(reportRowLimit + 1));

function cut<T>(rows: T[]): { rows: T[]; truncated: boolean } {
  return { rows: rows.slice(0, reportRowLimit), truncated: rows.length > reportRowLimit };
}

/** The instants of from..to (dates in the practice's zone), as SQL conditions on `column`. */
function within(column: SQL, f: ReportFilters, timeZone: string): SQL {
  const { start, end } = dateSpan(f, timeZone);
  return sql`${start ? sql`${column} >= ${start}` : sql`true`} and ${end ? sql`${column} < ${end}` : sql`true`}`;
}
const byProvider = (column: SQL, f: ReportFilters) => (f.provider_id ? sql`${column} = ${f.provider_id}` : sql`true`);

async function sessions({ db, actor, timeZone }: Ctx, f: ReportFilters): Promise<ReportData> {
  const found = await queryRows<{
    id: string;
    start: Date | string;
    client: string;
    provider: string;
    type: string | null;
    code: string | null;
    status: string;
  }>(
    db,
    sql`select e.id, e.scheduled_start as start, ${clientName} as client, u.name as provider, t.name as type, e.service_code as code, e.status
      from encounters e join clients c on c.id = e.client_id join users u on u.id = e.provider_id
      left join appointment_types t on t.id = e.type_id
      where e.practice_id = ${actor.practiceId} and ${clinicianScope(actor, sql`e.provider_id`)}
        and ${byProvider(sql`e.provider_id`, f)} and ${within(sql`e.scheduled_start`, f, timeZone)}
      order by e.scheduled_start, e.id limit ${limit}`,
  );
  const { rows, truncated } = cut(found);
  return {
    title: 'Sessions',
    columns: [
      { key: 'date', label: 'Date' },
      { key: 'time', label: 'Time' },
      { key: 'client', label: 'Client' },
      { key: 'provider', label: 'Provider' },
      { key: 'type', label: 'Type' },
      { key: 'status', label: 'Status' },
    ],
    rows: rows.map((r) => ({
      date: localDate(instant(r.start), timeZone),
      time: localTime(instant(r.start)!, timeZone),
      client: r.client,
      provider: r.provider,
      type: r.type ?? r.code,
      status: r.status,
    })),
    ids: rows,
    truncated,
  };
}

async function unsignedNotes({ db, actor, timeZone, now }: Ctx, f: ReportFilters): Promise<ReportData> {
  // A note counts by its visit's date and clinician, or (filed without a visit) by when it was written and its author.
  const when = sql`coalesce(e.scheduled_start, n.created_at)`;
  const who = sql`coalesce(e.provider_id, n.author_id)`;
  const found = await queryRows<{ id: string; type: string; client: string; provider: string; session: Date | string | null; created: Date | string }>(
    db,
    sql`select n.id, n.document_type as type, ${clientName} as client, u.name as provider, e.scheduled_start as session, n.created_at as created
      from notes n join clients c on c.id = n.client_id left join encounters e on e.id = n.encounter_id
      join users u on u.id = ${who}
      where n.practice_id = ${actor.practiceId} and n.status <> 'approved' and ${clinicianScope(actor, who)}
        and ${byProvider(who, f)} and ${within(when, f, timeZone)}
      order by ${when}, n.id limit ${limit}`,
  );
  const { rows, truncated } = cut(found);
  const today = local(now, timeZone).toPlainDate();
  return {
    title: 'Unsigned notes',
    columns: [
      { key: 'note', label: 'Note' },
      { key: 'client', label: 'Client' },
      { key: 'provider', label: 'Provider' },
      { key: 'session_date', label: 'Session date' },
      { key: 'age_days', label: 'Age (days)' },
    ],
    rows: rows.map((r) => {
      const from = local(instant(r.session) ?? instant(r.created)!, timeZone).toPlainDate();
      return {
        note: r.type.replaceAll('_', ' '),
        client: r.client,
        provider: r.provider,
        session_date: localDate(instant(r.session), timeZone),
        age_days: Math.max(0, from.until(today, { largestUnit: 'days' }).days),
      };
    }),
    ids: rows,
    truncated,
  };
}

async function clientRoster({ db, actor, timeZone, now }: Ctx, f: ReportFilters): Promise<ReportData> {
  const found = await queryRows<{
    id: string;
    client: string;
    status: string;
    provider: string | null;
    first: Date | string | null;
    last: Date | string | null;
    next: Date | string | null;
  }>(
    db,
    sql`select c.id, ${clientName} as client, c.status, u.name as provider,
        (select min(e.scheduled_start) from encounters e where e.client_id = c.id and e.status = 'completed') as first,
        (select max(e.scheduled_start) from encounters e where e.client_id = c.id and e.status = 'completed') as last,
        (select min(e.scheduled_start) from encounters e where e.client_id = c.id and e.status = 'scheduled' and e.scheduled_start >= ${now}) as next
      from clients c left join users u on u.id = c.provider_id
      where c.practice_id = ${actor.practiceId} and ${clinicianScope(actor, sql`c.provider_id`)} and ${byProvider(sql`c.provider_id`, f)}
      order by c.last_name, c.first_name, c.id limit ${limit}`,
  );
  const { rows, truncated } = cut(found);
  return {
    title: 'Client roster',
    columns: [
      { key: 'client', label: 'Client' },
      { key: 'status', label: 'Status' },
      { key: 'provider', label: 'Provider' },
      { key: 'first_session', label: 'First session' },
      { key: 'last_session', label: 'Last session' },
      { key: 'next_appointment', label: 'Next appointment' },
    ],
    rows: rows.map((r) => ({
      client: r.client,
      status: r.status,
      provider: r.provider,
      first_session: localDate(instant(r.first), timeZone),
      last_session: localDate(instant(r.last), timeZone),
      next_appointment: localDate(instant(r.next), timeZone),
    })),
    ids: rows,
    truncated,
  };
}

async function billing({ db, actor }: Ctx, f: ReportFilters): Promise<ReportData> {
  const inRange = (column: SQL) => sql`${f.from ? sql`${column} >= ${f.from}` : sql`true`} and ${f.to ? sql`${column} <= ${f.to}` : sql`true`}`;
  const upTo = (column: SQL) => (f.to ? sql`${column} <= ${f.to}` : sql`true`);
  const found = await queryRows<{ id: string; client: string; provider: string | null; charges: number; payments: number; balance: number }>(
    db,
    sql`select * from (select c.id, ${clientName} as client, u.name as provider,
        coalesce((select sum(ch.amount_cents) from charges ch where ch.client_id = c.id and ch.voided_at is null and ${inRange(sql`ch.service_date`)}), 0)::float8 as charges,
        coalesce((select sum(p.amount_cents) from payments p where p.client_id = c.id and ${inRange(sql`p.received_on`)}), 0)::float8 as payments,
        (coalesce((select sum(ch.amount_cents) from charges ch where ch.client_id = c.id and ch.voided_at is null and ${upTo(sql`ch.service_date`)}), 0)
          - coalesce((select sum(pa.amount_cents) from payment_allocations pa join charges ch on ch.id = pa.charge_id join payments p on p.id = pa.payment_id
                      where ch.client_id = c.id and ch.voided_at is null and ${upTo(sql`p.received_on`)} and ${upTo(sql`ch.service_date`)}), 0)
          - coalesce((select sum(a.amount_cents) from billing_adjustments a join charges ch on ch.id = a.charge_id
                      where a.client_id = c.id and a.kind = 'write_off' and ch.voided_at is null and ${upTo(sql`ch.service_date`)}), 0))::float8 as balance
      from clients c left join users u on u.id = c.provider_id
      where c.practice_id = ${actor.practiceId} and ${clinicianScope(actor, sql`c.provider_id`)} and ${byProvider(sql`c.provider_id`, f)}) b
      where b.charges <> 0 or b.payments <> 0 or b.balance <> 0
      order by b.client, b.id limit ${limit}`,
  );
  const { rows, truncated } = cut(found);
  return {
    title: 'Billing by client',
    columns: [
      { key: 'client', label: 'Client' },
      { key: 'provider', label: 'Provider' },
      { key: 'charges_cents', label: 'Charges' },
      { key: 'payments_cents', label: 'Payments' },
      { key: 'balance_cents', label: 'Balance' },
    ],
    rows: rows.map((r) => ({
      client: r.client,
      provider: r.provider,
      charges_cents: Math.round(Number(r.charges)),
      payments_cents: Math.round(Number(r.payments)),
      balance_cents: Math.round(Number(r.balance)),
    })),
    ids: rows,
    truncated,
  };
}

const builders: Record<ReportKind, (ctx: Ctx, f: ReportFilters) => Promise<ReportData>> = {
  sessions,
  'unsigned-notes': unsignedNotes,
  'client-roster': clientRoster,
  billing,
};

/** A report's rows for the caller's scope (their practice; a supervisor their supervision), at most reportRowLimit. */
export const runReport = (kind: ReportKind, ctx: Ctx, f: ReportFilters) => builders[kind](ctx, f);

/** What each report's records are, in the audit trail. */
export const reportRecordType: Record<ReportKind, string> = {
  sessions: 'appointment',
  'unsigned-notes': 'note',
  'client-roster': 'client',
  billing: 'client',
};
