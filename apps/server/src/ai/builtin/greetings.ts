/** Spec section 9: greetings are chosen from four fixed lines. */
export const greetings = [
  'Hello! Tell me about a session and I will help you document it.',
  'Hi there — ready when you are. Describe a session, or ask which notes are pending.',
  'Welcome back. Shall we work on a session note, your schedule, or pending documentation?',
  'Good to see you. Share a few sentences about your session and I will turn them into a draft note.',
] as const;

/** Varied across conversations, stable within one (so a retried request gets the same line). */
export function greetingFor(conversationId: string): string {
  let hash = 0;
  for (const ch of conversationId) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return greetings[hash % greetings.length]!;
}
