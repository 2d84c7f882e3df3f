// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { renderHookWithProviders } from '@/testing/render-with-providers';
import { pageContextFor, resetPageContext, sanitizePageContext, useAssistantPageContext, type AssistantPageContext } from './page-context';

const sam = { id: '33333333-3333-4333-8333-333333333333', name: 'Sam Lee' };

afterEach(() => {
  cleanup();
  resetPageContext();
});

describe('the page context the assistant receives', () => {
  it('is what the page set, with its route and the browser’s zone, until the page goes', () => {
    const context: AssistantPageContext = { page_type: 'calendar', selected_date: '2026-03-11', view_mode: 'week', selections: [sam.id] };
    const { unmount } = renderHookWithProviders(() => useAssistantPageContext(context), '/calendar');
    expect(pageContextFor('/calendar', 'America/New_York')).toEqual({ ...context, route: '/calendar', time_zone: 'America/New_York' });
    // Another route (the panel in the sidebar after navigating) does not get this page's context.
    expect(pageContextFor('/notes', null)).toEqual({ page_type: 'notes', route: '/notes' });
    unmount();
    expect(pageContextFor('/calendar', null)).toEqual({ page_type: 'calendar', route: '/calendar' });
  });

  it('leaves out what the server would refuse, so a page’s mistake never costs the message', () => {
    expect(
      sanitizePageContext({
        page_type: 'client',
        current_patient: { id: 'sam', name: 'Sam Lee' },
        selections: [sam.id, 'row-3'],
        selected_date: 'tomorrow',
        editing: true,
        unknown: 'x',
      }),
    ).toEqual({ page_type: 'client', selections: [sam.id], editing: true });
    expect(sanitizePageContext({ current_patient: sam, page_type: 'Client Page' })).toEqual({ current_patient: sam });
  });
});
