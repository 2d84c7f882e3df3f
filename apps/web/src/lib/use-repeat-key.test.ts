// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRepeatKey } from './use-repeat-key';

describe('useRepeatKey', () => {
  it('repeats the key for the same body until answered; a new body or an answer gets a new one', () => {
    const { result } = renderHook(() => useRepeatKey());
    const first = result.current.keyFor({ title: 'Call Sam' });
    expect(result.current.keyFor({ title: 'Call Sam' })).toBe(first);
    const edited = result.current.keyFor({ title: 'Call Sam back' });
    expect(edited).not.toBe(first);
    result.current.answered();
    expect(result.current.keyFor({ title: 'Call Sam back' })).not.toBe(edited);
  });
});
