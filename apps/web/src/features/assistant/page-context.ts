import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { aiContextSchema, type AiContext } from '@tend/contracts/assistant.contract';

/**
 * Spec 3, page context for the AI: what the clinician is looking at when they ask. A page says so
 * with useAssistantPageContext; the assistant panel — on the page or in the sidebar — sends it
 * with each turn, with the route added. "Who's next?" on the calendar then means the day in view,
 * and on a client's page "summarize" and note mode mean that client.
 */
export interface AssistantPageContext {
  /** 'calendar', 'client', 'dashboard', …: a lower-case word. */
  page_type: string;
  /** The calendar day in view, YYYY-MM-DD in the clinician's zone. */
  selected_date?: string;
  /** 'day', 'week', 'month', … */
  view_mode?: string;
  current_patient?: { id: string; name: string };
  /** Ids of what is selected (visits, notes). */
  selections?: string[];
  editing?: boolean;
  workflow?: string;
}

type Field = keyof typeof aiContextSchema.shape;

/** The context of the page shown now, with the route it was set on (a page that is gone leaves nothing behind). */
let current: { context: AssistantPageContext; route: string } | null = null;

/** Call from a page with what it shows; re-set when it changes, cleared when the page goes. */
export function useAssistantPageContext(context: AssistantPageContext): void {
  const { pathname } = useLocation();
  // Pages pass a fresh object each render: compare by value, not identity.
  const value = JSON.stringify(context);
  useEffect(() => {
    const entry = { context: JSON.parse(value) as AssistantPageContext, route: pathname };
    current = entry;
    return () => {
      if (current === entry) current = null;
    };
  }, [value, pathname]);
}

/** "/clients/…" → 'clients'; "/" → 'home'. */
const pageTypeOf = (pathname: string) => pathname.split('/')[1] || 'home';

/**
 * Only what the server accepts: a field that fails its check is left out (and selections keep
 * their valid ids), so a page's mistake never costs the clinician their message (a 400).
 */
export function sanitizePageContext(context: Record<string, unknown>): AiContext {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(context)) {
    if (value === undefined || !(key in aiContextSchema.shape)) continue;
    const field = aiContextSchema.shape[key as Field];
    const candidate = key === 'selections' && Array.isArray(value) ? value.filter((id) => field.safeParse([id]).success).slice(0, 50) : value;
    const checked = field.safeParse(candidate);
    if (checked.success) out[key] = checked.data;
  }
  return out;
}

/** What the panel sends with a turn on `pathname`: the page's context, its route and type, and the browser's zone. */
export function pageContextFor(pathname: string, timeZone: string | null): AiContext {
  const page = current?.route === pathname ? current.context : null;
  return sanitizePageContext({ page_type: pageTypeOf(pathname), ...page, route: pathname, time_zone: timeZone ?? undefined });
}

/** Tests only. */
export function resetPageContext(): void {
  current = null;
}
