import { describe, expect, it } from 'vitest';
import { isNearBottom, keepAnchor } from './scroll';

describe('auto-scroll threshold (spec 9: 200 px)', () => {
  it('holds within 200 px of the bottom, inclusive', () => {
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 600 })).toBe(true);
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 400 })).toBe(true);
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 399 })).toBe(false);
    expect(isNearBottom({ scrollHeight: 300, clientHeight: 400, scrollTop: 0 })).toBe(true);
  });

  it('keeps the same message in view when older ones are loaded above', () => {
    expect(keepAnchor(1000, 0, 1800)).toBe(800);
    expect(keepAnchor(1000, 50, 1000)).toBe(50);
  });
});
