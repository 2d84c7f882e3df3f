import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FeedbackRequest, feedbackResponseSchema } from '@tend/contracts/assistant.contract';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { conversationKeys } from '@/features/conversations';
import { markFeedback, type MessagesData } from './get-messages';

export type FeedbackKind = FeedbackRequest['feedback_type'];

/** Spec 8, word for word. */
export const feedbackTexts = {
  thanks: 'Thank you for your feedback!',
  failed: 'Failed to submit feedback. Please try again.',
  error: 'An error occurred while submitting feedback.',
} as const;

export type FeedbackAnswer = z.infer<typeof feedbackResponseSchema>;

/** POST /api/feedback, tied to the assistant message. */
export function sendFeedback(body: FeedbackRequest): Promise<FeedbackAnswer> {
  return api.post<FeedbackAnswer>('/feedback', body);
}

/** A refusal the server answered is 'Failed…'; no answer at all (network, timeout) is 'An error occurred…'. */
export function feedbackErrorText(error: unknown): string {
  return isApiError(error) && error.kind === 'http' ? feedbackTexts.failed : feedbackTexts.error;
}

/** Each kind once per message: on success the kind is marked given in the conversation's messages. */
export function useSendFeedback(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: (_answer, body) => {
      queryClient.setQueryData<MessagesData>(conversationKeys.messages(sessionId), (data) => data && markFeedback(data, body.message_id, body.feedback_type));
      toast(feedbackTexts.thanks, 'success');
    },
    onError: (error) => toast(feedbackErrorText(error), 'error'),
  });
}
