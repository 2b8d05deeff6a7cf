import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import CloseCircleFilled from '@ant-design/icons-svg/lib/asn/CloseCircleFilled';
import { useCallback, useState } from 'react';
import { t } from '../../i18n';
import { PlainIcon } from '../../shared/plain/PlainIcon';
import { useAppStore } from '../../store/hooks';
import { loggedIn } from '../../store/session';
import type { Credentials } from '../../entities/session/api.generated';

type SignInModule = typeof import('./sign-in-request');

/**
 * The request and the wording of a refusal, loaded on the first submit (see sign-in-request.ts)
 * and prefetched while the form is filled in.
 */
let signInModule: SignInModule | undefined;
const loadSignIn = async () => {
  signInModule = await import(
    /* webpackChunkName: "sign-in", webpackPrefetch: true */ './sign-in-request'
  );
  return signInModule;
};

export interface SignInState {
  isLoading: boolean;
  /** Why the last sign-in failed: the server's answer, or 'unreachable' (no code to send it). */
  failure?: FetchBaseQueryError | SerializedError | 'unreachable';
}

/**
 * Signs in (sign-in-request.ts's `login`) with what the generated `login` mutation's hook gave
 * the modal (loading, error, reset), without RTK Query: the login screen does not load it. A
 * success reports auth/loggedIn.
 */
export function useSignIn() {
  const store = useAppStore();
  const [state, setState] = useState<SignInState>({ isLoading: false });

  const signIn = useCallback(
    async (credentials: Credentials) => {
      setState({ isLoading: true });
      const module = await loadSignIn().catch(() => undefined);
      // The code that sends the request cannot be fetched: neither can the request be.
      if (!module) {
        setState({ isLoading: false, failure: 'unreachable' });
        return;
      }
      const result = await store.dispatch(module.login({ endpointName: 'login', credentials }));
      if (module.login.fulfilled.match(result)) {
        store.dispatch(loggedIn(result.payload));
        setState({ isLoading: false });
      } else {
        setState({ isLoading: false, failure: result.payload ?? result.error });
      }
    },
    [store],
  );
  const reset = useCallback(() => setState({ isLoading: false }), []);

  return [signIn, { ...state, reset }] as const;
}

/** Why signing in failed, in the modal, as antd's error Alert shows it (login.css). */
export function SignInFailure({ failure }: { failure: NonNullable<SignInState['failure']> }) {
  // The wording of a refusal comes with the request's code.
  const text =
    failure !== 'unreachable' && signInModule
      ? signInModule.loginErrorText(failure)
      : t('login.unreachable');
  return (
    <div role="alert" className="bo-login__error">
      <PlainIcon icon={CloseCircleFilled} />
      <div className="bo-login__error-text">{text}</div>
    </div>
  );
}
