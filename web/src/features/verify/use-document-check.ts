import { normalizeVerificationCode, VERIFICATION_CODE_FORMAT_MESSAGE, type VerificationResponse } from '@kinloan/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import { createApiClient } from '../../api/client';
import { callEndpoint } from '../../api/call-endpoint';
import { useAppConfig } from '../../config';

export type DocumentCheckState =
  | { readonly status: 'idle' }
  | { readonly status: 'checking' }
  | { readonly status: 'found'; readonly document: VerificationResponse }
  | { readonly status: 'failed'; readonly field: string | null; readonly message: string };

/**
 * Looks a verification code up, signed in or not (the call never sends a token). A code that
 * can't be one is refused here, in the API's words, without a call; the API's answers (not
 * found, too many checks) are shown as it words them.
 */
export function useDocumentCheck() {
  const { apiBase } = useAppConfig();
  const client = useMemo(() => createApiClient({ apiBase, getToken: () => Promise.resolve(null) }), [apiBase]);
  const [state, setState] = useState<DocumentCheckState>({ status: 'idle' });
  const latest = useRef(0);

  const check = useCallback(
    async (typed: string) => {
      const code = normalizeVerificationCode(typed);
      if (!code) {
        setState({ status: 'failed', field: 'code', message: VERIFICATION_CODE_FORMAT_MESSAGE });
        return;
      }
      const attempt = ++latest.current;
      setState({ status: 'checking' });
      const result = await callEndpoint(client, 'document.verify', { params: { code } }, { notify: false });
      if (attempt !== latest.current) return;
      if (result.ok) {
        setState({ status: 'found', document: result.data });
        return;
      }
      const { error } = result;
      setState({ status: 'failed', field: error.status === 400 ? 'code' : null, message: error.detail ?? error.userMessage });
    },
    [client],
  );

  return { state, check };
}
