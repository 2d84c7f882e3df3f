import type { ReactNode } from 'react';
import { PageFrame } from './page-frame';
import { EmptyState } from './empty-state';

interface PlannedPageProps {
  title: string;
  description: string;
  emptyTitle: string;
  children: ReactNode;
}

/** The real frame of a screen whose content arrives in a later release: title, purpose, empty state. */
export function PlannedPage({ title, description, emptyTitle, children }: PlannedPageProps) {
  return (
    <PageFrame title={title} description={description}>
      <EmptyState title={emptyTitle}>{children}</EmptyState>
    </PageFrame>
  );
}
