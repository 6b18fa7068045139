import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageSpinner } from './PageSpinner.tsx';
import { agentLogin, linkLogin } from './auth-api.ts';
import type { LinkQuery } from './link-login-query.ts';
import { useLoginOutcome } from './login-outcome.ts';
import { clearStoredSession } from '../../lib/session/index.ts';
import { AuthTexts } from './texts.ts';

/** Signs in with the link's username + token (or agent_token + login_token), then goes to landing. */
export function LinkLogin({ query }: { query: LinkQuery }) {
  const navigate = useNavigate();
  const run = useLoginOutcome({});
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    clearStoredSession();
    const call =
      query.kind === 'agent'
        ? () => agentLogin(query.username, query.agentToken, query.loginToken)
        : () => linkLogin(query.username, query.token);
    void run(call).then((ok) => {
      if (!ok) void navigate('/mall', { replace: true });
    });
  }, [query, run, navigate]);

  return <PageSpinner tip={AuthTexts.linkLoggingIn} />;
}
