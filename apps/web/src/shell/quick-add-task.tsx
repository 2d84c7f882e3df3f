import { useEffect, useState } from 'react';
import { can, type RoleBearer } from '@tend/contracts/permissions';
import { TaskFormDialog } from '@/features/todo';

/** Tasks are staff work: the quick add is mounted only for those who read clients (never the portal). */
export const mayQuickAddTask = (user: RoleBearer) => can(user, 'clients:read');

/**
 * Quick add from anywhere: Alt+T opens a small new-task dialog; the task lands on /todo. No bare
 * letter shortcut (WCAG 2.1.4: speech input and stray keys would trigger it). Ctrl/Cmd+K stays the search's.
 */
export function QuickAddTask() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat || event.ctrlKey || event.metaKey) return;
      const alt = event.altKey && event.code === 'KeyT';
      // Another dialog open (its focus trap holds the document): leave it alone.
      if (!alt || document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      setOpen(true);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return open ? <TaskFormDialog quick onClose={() => setOpen(false)} /> : null;
}
