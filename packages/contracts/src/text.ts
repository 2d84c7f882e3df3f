/**
 * Spec 5: note text is shown without markdown symbols. One implementation for the server (the
 * sentences it reports as the clinician's own, the exported files) and the web (the note on
 * screen), so the sentences the server sends are found verbatim in the text the web shows.
 */

export interface StripMarkdownOptions {
  /** What a list item's mark becomes: '• ' on screen; '' where the caller lays out bullets itself. */
  bullet?: string;
}

/** Headings, quotes, list and task marks, rules, fences, images, links, emphasis and code marks go; the words stay. */
export function stripMarkdown(markdown: string, { bullet = '• ' }: StripMarkdownOptions = {}): string {
  // A function replacement, so a '$' in the bullet is taken literally.
  const listMark = (_match: string, indent: string) => `${indent}${bullet}`;
  return (
    markdown
      .replace(/\r\n?/g, '\n')
      .replace(/```[^\n]*\n?/g, '')
      .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, '')
      .replace(/^[ \t]{0,3}>[ \t]?/gm, '')
      .replace(/^([ \t]*)[-*+][ \t]+\[[ xX]\][ \t]+/gm, '$1')
      .replace(/^([ \t]*)[-*+][ \t]+/gm, listMark)
      .replace(/^[ \t]{0,3}([-*_])([ \t]*\1){2,}[ \t]*$/gm, '')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
      // Single * or _ only around words, so snake_case and "2 * 3" are left alone.
      .replace(/(^|[^\w*])[*_](?=\S)([^*_\n]*?\S)[*_](?=[^\w*]|$)/g, '$1$2')
      .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
      .replace(/`([^`]+)`/g, '$1')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
