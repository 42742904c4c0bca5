import { useState } from 'react';
import { useNotify } from '@/components/snackbar';
import { callErrorMessage } from '@/lib/firebase/errors';
import type { ResendOutcome } from './resend';

/**
 * Runs a resend (resendToPerson, resendMailbox) and tells staff how it went in the snackbar. A
 * refused call is logged and shown in its own words: in the snackbar, or by `onFailure` (a dialog
 * that keeps it in view). `resend` resolves true when the call went through; `resending` is true
 * meanwhile.
 */
export function useResend({ onFailure }: { onFailure?: (message: string) => void } = {}) {
  const notify = useNotify();
  const [resending, setResending] = useState(false);

  const resend = async (send: () => Promise<ResendOutcome>): Promise<boolean> => {
    setResending(true);
    try {
      const outcome = await send();
      notify(outcome.message, outcome.severity);
      return true;
    } catch (error) {
      console.error('resendMail failed', error);
      if (onFailure) onFailure(callErrorMessage(error));
      else notify(callErrorMessage(error), 'error');
      return false;
    } finally {
      setResending(false);
    }
  };

  return { resend, resending };
}
