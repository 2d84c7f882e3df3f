// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { approveNote } from '@/lib/notes/note-calls';
import { renderHookWithProviders } from '@/testing/render-with-providers';
import { useApproveNote } from './approve-note';
import { noteKeys } from './keys';

vi.mock('@/lib/notes/note-calls', () => ({ approveNote: vi.fn() }));

const noteId = '44444444-4444-4444-8444-444444444444';

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('useApproveNote', () => {
  it('signs with the risk response, says so and refreshes every notes query', async () => {
    vi.mocked(approveNote).mockResolvedValue({});
    const { result, client } = renderHookWithProviders(() => useApproveNote());
    client.setQueryData(noteKeys.detail(noteId), { id: noteId, status: 'draft' });
    client.setQueryData(noteKeys.completionStats(), null);
    const riskResponse = { action: 'referred' as const, additional_actions: [], reason: '' };

    await act(() => result.current.mutateAsync({ noteId, riskResponse }));

    expect(approveNote).toHaveBeenCalledWith(noteId, riskResponse);
    expect(await screen.findByText('Note approved and signed successfully!')).toBeTruthy();
    expect(client.getQueryState(noteKeys.detail(noteId))?.isInvalidated).toBe(true);
    expect(client.getQueryState(noteKeys.completionStats())?.isInvalidated).toBe(true);
  });

  it('leaves a refusal to the screen, without the success toast', async () => {
    vi.mocked(approveNote).mockRejectedValue(new Error('Failed'));
    const { result } = renderHookWithProviders(() => useApproveNote());

    await act(() => result.current.mutateAsync({ noteId }).catch(() => undefined));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(screen.queryByText('Note approved and signed successfully!')).toBeNull();
  });
});
