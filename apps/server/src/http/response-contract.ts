import type { ZodType } from 'zod';

/** An answer the handler writes itself (a file, a page): described for the docs, not checked. */
export interface RawResponse {
  kind: 'raw';
  contentTypes: readonly string[];
  description: string;
}

/** Server-Sent Events written by the handler: each event name with the schema of its JSON data. */
export interface EventStreamResponse {
  kind: 'event-stream';
  events: Readonly<Record<string, ZodType>>;
  description: string;
}

/**
 * What a route answers on success. A zod schema for JSON (the answer is checked against it), or
 * a marker for answers that are not one JSON document.
 */
export type ResponseContract<R> = ZodType<unknown, R> | RawResponse | EventStreamResponse;

export const rawResponse = (description: string, ...contentTypes: string[]): RawResponse => ({ kind: 'raw', contentTypes, description });

export const eventStream = (description: string, events: Record<string, ZodType>): EventStreamResponse => ({ kind: 'event-stream', events, description });

export function isJsonContract<R>(contract: ResponseContract<R>): contract is ZodType<unknown, R> {
  return '_zod' in contract;
}
