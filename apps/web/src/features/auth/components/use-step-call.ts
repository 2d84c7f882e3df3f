import { useState } from 'react';
import { errorCodes } from '@tend/contracts/error-codes';
import { isApiError, messageOf } from '@/lib/api-error';

/** Runs one step call: a dead challenge goes back to the form, any other failure shows its message. */
export function useStepCall(onExpired: (message: string) => void) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function run<T>(call: () => Promise<T>): Promise<T | undefined> {
    setError(null);
    setBusy(true);
    try {
      return await call();
    } catch (failure) {
      if (isApiError(failure) && failure.code === errorCodes.mfaChallengeExpired) onExpired(failure.message);
      else if (failure instanceof Error && failure.name === 'NotAllowedError') setError('The passkey request was cancelled or timed out.');
      else setError(messageOf(failure));
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { error, busy, run };
}
