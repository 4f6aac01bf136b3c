import { MOCK_USERS, type MockAccountKey } from '@mocks/users';
import { sessionTokenCookies, writeCookieValues } from '@/session/session-cookies';
import { getSession, logoutLocally, resetSession } from '@/session/session-store';
import { runStartup } from '@/session/startup';

// `parameters.session` of a story (story-annotations.tsx): signed in as one of the mock accounts (mocks/users.ts)
// the way the app signs in: the account's token and userId cookies, then the start-up sequence against
// the story's mocks, so the session holds what the mock layer answers for that account in the story's scenario
// and seeds (the `new-user` scenario answers as the new user whatever the token, a seeded account its changes).

const scope = () => ({ hostname: location.hostname, development: false });

/**
 * Signs in as `key`. Fails the story when start-up does not end signed in with every part loaded: the
 * `signed-out` scenario, a failing start-up call, or an outage of the user-info call (`server-errors`), which the
 * app would wait out with retries and a story cannot.
 */
export async function signInAs(key: MockAccountKey): Promise<void> {
  const { authorization, userId } = MOCK_USERS[key];
  writeCookieValues([...sessionTokenCookies(authorization), ['userId', userId]], scope());
  const problems: string[] = [];
  await runStartup({
    reportStepError: (step, message) => problems.push(`step ${step}: ${message}`),
    wait: () => Promise.reject(new Error('the user-info call is failing (an outage)')),
  });
  const { userInfo, startup } = getSession();
  const failed = Object.entries(startup).flatMap(([part, status]) =>
    status === 'success' ? [] : [`${part} ${status}`],
  );
  if (!userInfo || failed.length > 0 || problems.length > 0)
    throw new Error(`The story could not sign in as the mock account '${key}': ${[...failed, ...problems].join('; ')}`);
}

/** Back to signed out with an empty session store, as before the story (the cookies of the session cleared). */
export function signOut(): void {
  logoutLocally();
  resetSession();
}
