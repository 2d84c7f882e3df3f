import type { ReactNode } from 'react';
import { can, type Permission } from '@tend/contracts/permissions';
import { useCurrentUser } from '@/lib/session/me-query';
import { NoAccess } from '@/components/no-access';
import { PageFrame } from '@/components/page-frame';
import { PlannedPage } from '@/components/planned-page';

interface AdminPlannedPageProps {
  permission: Permission;
  title: string;
  description: string;
  emptyTitle: string;
  /** What the user cannot see, for the no-access text. */
  what: string;
  children: ReactNode;
}

/**
 * Admin screens are guarded only by a session check (spec 2.6), so the screen itself shows a
 * clear "no access" state to a user whose role the server would refuse.
 */
export function AdminPlannedPage({ permission, title, description, emptyTitle, what, children }: AdminPlannedPageProps) {
  const user = useCurrentUser();
  if (!can(user, permission)) {
    return (
      <PageFrame title={title}>
        <NoAccess what={what} />
      </PageFrame>
    );
  }
  return (
    <PlannedPage title={title} description={description} emptyTitle={emptyTitle}>
      {children}
    </PlannedPage>
  );
}
