import { errorCodes } from '@tend/contracts/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { ZodType } from 'zod';
import { HttpError } from './errors';

type Path = (string | number)[];

const pathText = (path: Path) => path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}.${key}`), 'answer');

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Keys of the answer that parsing dropped: zod objects strip what they do not declare, so a key
 * present in the input and absent from the output is a field the contract does not know.
 * (Objects with a catchall or records keep their keys, as their contract allows.)
 */
function undeclaredKeys(input: unknown, output: unknown, path: Path): string[] {
  if (Array.isArray(input) && Array.isArray(output)) return input.flatMap((item, i) => undeclaredKeys(item, output[i], [...path, i]));
  if (!isPlainObject(input) || !isPlainObject(output)) return [];
  return Object.entries(input).flatMap(([key, value]) => {
    if (value === undefined) return [];
    if (!(key in output)) return [`${pathText([...path, key])}: not in the contract`];
    return undeclaredKeys(value, output[key], [...path, key]);
  });
}

/**
 * Where an answer leaves its contract, strictly: every failing path and every undeclared key,
 * with zod's message but never a value (answers hold health information).
 */
export function contractDrift(schema: ZodType, answer: unknown): { data: unknown; problems: string[] } {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) return { data: undefined, problems: parsed.error.issues.map((issue) => `${pathText(issue.path as Path)}: ${issue.message}`) };
  return { data: parsed.data, problems: undeclaredKeys(answer, parsed.data, []) };
}

export interface AnswerCheck {
  /** "GET /api/notes/:id", for the error and the log. */
  route: string;
  /** Tests: any drift answers 500. Production: see conformAnswer. */
  strict: boolean;
  log: FastifyBaseLogger;
}

/**
 * The answer a handler returned, held to its contract. The check runs on the JSON the client
 * would receive (dates as strings, undefined dropped), not on the handler's objects.
 *
 * Strict (tests): any drift throws a 500 naming the route and the paths, so a route whose answer
 * drifts from its contract fails its tests.
 * Production: the parsed answer is sent, so fields the contract does not declare never leave the
 * server (a repository returning a whole row cannot leak a column); an answer that does not parse
 * is sent as it is and logged — a clinician keeps working, and the log names the route and paths.
 */
export function conformAnswer(schema: ZodType, answer: unknown, check: AnswerCheck): unknown {
  const wire: unknown = answer === undefined ? undefined : JSON.parse(JSON.stringify(answer));
  const { data, problems } = contractDrift(schema, wire);
  if (problems.length === 0) return data;
  if (check.strict) {
    check.log.error({ route: check.route, problems }, 'answer outside its contract');
    throw new HttpError(500, errorCodes.internal, `${check.route} answered outside its contract: ${problems.join('; ')}`);
  }
  check.log.warn({ route: check.route, problems }, 'answer outside its contract');
  return data ?? answer;
}
