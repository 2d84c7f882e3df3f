import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { User } from '@tend/contracts/users.contract';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routeObjects } from '@/app/router';
import { meQueryKey } from '@/lib/session/me-query';

export const testUser = (overrides: Partial<User> = {}): User => ({
  uuid: '11111111-1111-4111-8111-111111111111',
  email: 'alice.moreno@harbor.test',
  name: 'Dr Alice Moreno',
  preferred_name: 'Alice',
  role: 'therapist',
  permissions: [],
  preferences: {},
  demo_mode: false,
  character_type: null,
  practice_id: '22222222-2222-4222-8222-222222222222',
  practice_name: 'Harbor Counseling Collective',
  active: true,
  is_provider: false,
  demo_expires_at: null,
  time_zone: 'America/New_York',
  time_zone_source: 'practice',
  email_verified: true,
  ...overrides,
});

/**
 * The whole app (providers, route table, guards) in a memory router at `path`. The user is
 * given, so nothing waits on the network; 'loading' keeps the user check pending forever.
 */
export function renderApp(path: string, user: User | null | 'loading') {
  const client = createQueryClient();
  if (user === 'loading') client.setQueryDefaults(meQueryKey, { queryFn: () => new Promise<never>(() => undefined) });
  else client.setQueryData(meQueryKey, user);
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, client };
}
