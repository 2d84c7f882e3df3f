/** Spec 4 and 5: a title is saved only when, trimmed, it is not empty (and differs from the current one). */
export function titleToSave(draft: string, current: string): string | null {
  const title = draft.trim();
  return title && title !== current ? title : null;
}

/** A conversation's name in lists. */
export function displayTitle(title: string | null | undefined): string {
  return title?.trim() || 'New conversation';
}
