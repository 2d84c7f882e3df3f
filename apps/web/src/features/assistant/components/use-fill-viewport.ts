import { useLayoutEffect, useState } from 'react';

/**
 * The height that takes an element from where it starts on the page down to the bottom of the
 * viewport, less `gap` — so the chat's composer is on screen without scrolling whatever sits
 * above it (demo banner, breadcrumbs, page title). Measured again when the page above changes
 * (the demo banner hiding itself) and when the window is resized; null until measured.
 */
export function useFillViewport(element: HTMLElement | null, enabled: boolean, gap = 16): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!enabled || !element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.round(window.innerHeight - top - gap));
    };
    measure();
    window.addEventListener('resize', measure);
    // The page's height changes when anything above the element grows or shrinks.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [element, enabled, gap]);
  return height;
}
