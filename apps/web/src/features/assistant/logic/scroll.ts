/** Spec 9: auto-scroll holds while the view is within 200 px of the bottom. */
export const autoScrollThresholdPx = 200;

export interface ScrollBox {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

export function isNearBottom(box: ScrollBox, threshold: number = autoScrollThresholdPx): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= threshold;
}

/** After older messages were put above, the scroll position that keeps the same message in view. */
export function keepAnchor(previousScrollHeight: number, previousScrollTop: number, newScrollHeight: number): number {
  return previousScrollTop + (newScrollHeight - previousScrollHeight);
}
