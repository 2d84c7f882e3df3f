// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FeedbackDialog } from './feedback-dialog';

const messageId = '77777777-7777-4777-8777-777777777777';

afterEach(cleanup);

describe('FeedbackDialog', () => {
  it('asks for text, then hands over the feedback as the contract reads it', async () => {
    const onSubmit = vi.fn();
    render(<FeedbackDialog open sending={false} messageId={messageId} onClose={vi.fn()} onSubmit={onSubmit} />);
    const text = screen.getByRole('textbox', { name: 'Your feedback' });
    fireEvent.change(text, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));

    expect(await screen.findByText('Please enter your feedback message')).toBeTruthy();
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(text, { target: { value: ' The plan section was too long. ' } });
    await waitFor(() => expect(screen.queryByText('Please enter your feedback message')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ feedback_type: 'Message', message: 'The plan section was too long.', message_id: messageId });
  });
});
