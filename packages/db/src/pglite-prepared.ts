/**
 * Named prepared statements for the embedded database (issue 19). PGlite's own `query()` parses,
 * plans and describes every statement afresh in six protocol calls into its WebAssembly; here a
 * statement text is parsed and described once under a name, and each later call is one
 * bind + execute + sync message, with PostgreSQL's plan cache doing the rest, as node-postgres
 * does with named queries. Only top-level queries go this way; a transaction's queries keep PGlite's
 * own path (they run inside the transaction's lock).
 */
import { parse, protocol, types, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
type Field = Results['fields'][number];
type Parser = (value: string, typeId: number) => unknown;

interface Statement {
  name: string;
  /** Parameter type ids, as the statement describe reported them. */
  parameterTypes: number[];
  /** The result's columns, as the statement describe reported them (none for a statement without rows). */
  fields: Field[];
}

/** Beyond this many statement texts the oldest is closed: queries with variable IN-lists make new texts. */
const maxStatements = 500;
/** "cached plan must not change result type": the table changed under a prepared statement. */
const planChanged = '0A000';

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Options PGlite's own path must handle: blobs (COPY), explicit parameter types, per-call serializers. */
function needsDefaultPath(options?: QueryOptions): boolean {
  return Boolean(options?.blob ?? options?.paramTypes ?? options?.serializers);
}

/** Replaces `client.query` with the prepared path; everything else of the client is unchanged. */
export function usePreparedStatements(client: PGlite): void {
  const defaultQuery = client.query.bind(client);
  const statements = new Map<string, Statement>();
  const { serialize } = protocol;
  let counter = 0;
  /** Statements forgotten here, closed in the database with the next prepare's message. */
  const closing: string[] = [];

  function forget(text: string): boolean {
    const statement = statements.get(text);
    if (statement) closing.push(statement.name);
    return statements.delete(text);
  }

  async function prepare(text: string): Promise<Statement> {
    const cached = statements.get(text);
    if (cached) {
      // Most recently used last, so the oldest is the first key.
      statements.delete(text);
      statements.set(text, cached);
      return cached;
    }
    const name = `tend_${++counter}`;
    if (statements.size >= maxStatements) forget(statements.keys().next().value!);
    const close = closing.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
    const messages = await client.execProtocolStream(
      concat([...close, serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const description = messages.find((m) => m.name === 'rowDescription') as { fields: Field[] } | undefined;
    const statement: Statement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      fields: description?.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) ?? [],
    };
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const statement = await prepare(text);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = client.serializers[statement.parameterTypes[i]!];
      // As PGlite's own query(): a value of a type without a serializer is sent as its string form.
      // eslint-disable-next-line @typescript-eslint/no-base-to-string
      return serializer ? serializer(param) : String(param);
    });
    const messages = await client.execProtocolStream(concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]));
    return resultOf<T>(statement.fields, messages, options);
  }

  /**
   * What PGlite's parseResults makes of one statement's messages, with each column's parser looked
   * up once per call: parseResults copies the client's few hundred parsers into a new object per
   * query whenever the caller passes parsers of its own (Drizzle always does) — 15 % of the CPU under load.
   */
  function resultOf<T>(fields: Field[], messages: BackendMessage[], options?: QueryOptions): Results<T> {
    const parsers = fields.map(
      ({ dataTypeID }) => (options?.parsers?.[dataTypeID] ?? client.parsers[dataTypeID] ?? types.parsers[dataTypeID]) as Parser | undefined,
    );
    const value = (raw: string | null, i: number) => (raw === null ? null : parsers[i] ? parsers[i](raw, fields[i]!.dataTypeID) : raw);
    const rows: unknown[] = [];
    const result: Results<T> = { rows: rows as T[], fields, affectedRows: 0 };
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const raw = (message as unknown as { fields: (string | null)[] }).fields;
        rows.push(options?.rowMode === 'array' ? raw.map(value) : Object.fromEntries(raw.map((r, i) => [fields[i]!.name, value(r, i)])));
      } else if (message.name === 'commandComplete') {
        const tag = (message as unknown as { text: string }).text.split(' ');
        const count = Number.parseInt(tag.at(-1)!, 10);
        if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(tag[0]!)) result.affectedRows = count;
        if (!Number.isNaN(count)) (result as { rowCount?: number }).rowCount = count;
      }
    }
    return result;
  }

  client.query = async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (needsDefaultPath(options)) return defaultQuery<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await run<T>(text, params, options);
        } catch (error) {
          // The statement's tables changed shape (a migration): prepare it again, once.
          if ((error as { code?: string }).code !== planChanged || !forget(text)) throw error;
          return run<T>(text, params, options);
        }
      }),
    );
  };
}
