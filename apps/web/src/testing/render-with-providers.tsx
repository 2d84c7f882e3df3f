import type { ReactNode } from 'react';
import { render, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { meQueryKey } from '@/lib/session/me-query';
import { testUser } from './render-app';

/** The app's providers and a memory router around one component or hook, with a signed-in user. */
export function withProviders(path = '/') {
  const client = createQueryClient();
  client.setQueryData(meQueryKey, testUser());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </AppProviders>
  );
  return { client, wrapper };
}

export function renderWithProviders(ui: ReactNode, path?: string) {
  const { client, wrapper } = withProviders(path);
  return { client, ...render(ui, { wrapper }) };
}

export function renderHookWithProviders<T>(hook: () => T, path?: string) {
  const { client, wrapper } = withProviders(path);
  return { client, ...renderHook(hook, { wrapper }) };
}
