import { useEffect, useState } from 'react';
import { TaskFormDialog } from '@/features/todo';

/** Typing in a field, or a key with a modifier, is not the shortcut. */
function typing(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  return !!target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * Quick add from anywhere: "t" (when not typing) or Alt+T opens a small new-task dialog; the task
 * lands on /todo. Ctrl/Cmd+K stays the search's.
 */
export function QuickAddTask() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat || event.ctrlKey || event.metaKey) return;
      const alt = event.altKey && event.code === 'KeyT';
      const bare = !event.altKey && !event.shiftKey && event.key.toLowerCase() === 't' && !typing(event);
      // Another dialog open (its focus trap holds the document): leave it alone.
      if (!(alt || bare) || document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      setOpen(true);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return open ? <TaskFormDialog quick onClose={() => setOpen(false)} /> : null;
}
