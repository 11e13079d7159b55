import { PASSWORD_RULE_MESSAGE } from '@dosyt/core/user/user.messages';
import { ValidationError } from '@dosyt/core/errors';
import { answer, httpHandler, requireCaller, type HttpRequest } from '../lib/http-handler';
import { logger } from '../lib/logger';
import { useSigningKeySource, verifyAccessToken } from '../lib/tokens';
import { endSessions } from './end-sessions';
import { COMMON_PASSWORD_MESSAGE, GUESSABLE_PASSWORD_MESSAGE, passwordWeakness } from './common-passwords';
import { refreshSession, SessionEndedError } from './refresh-session';
import { checkRegistration, registrationRefusal, register } from './register';
import { resetPassword } from './reset-password';
import { clearedRefreshCookie, refreshCookie, refreshTokenFrom } from './session-cookie';
import { signIn } from './sign-in';
import { signingKeyFromSecret } from './signing-key';
import { markOffline, signOut, type PresentedSignIn } from './sign-out';
import { signInEnrolled, signInWithCode } from './two-factor/code-step';
import { authRoutes } from '@dosyt/core/api/auth';
import { withSiteUrl } from '../lib/site-url';

/** A session answer: the access token in the body, the refresh token only in the httpOnly cookie. */
function sessionAnswer(accessToken: string, refresh: { token: string; maxAgeSeconds: number }) {
  return answer({ body: { token: accessToken }, cookies: [refreshCookie(refresh.token, refresh.maxAgeSeconds)] });
}

/**
 * The reset screen lists password problems from `errors`,
 * so a rule failure carries them as a list; other failures carry just the message.
 */
function resetRefusal(error: ValidationError) {
  if (![PASSWORD_RULE_MESSAGE, COMMON_PASSWORD_MESSAGE, GUESSABLE_PASSWORD_MESSAGE].includes(error.message)) throw new ValidationError(error.message);
  return answer({ statusCode: 400, body: { statusCode: 400, message: error.message, errors: [error.message] } });
}

/** The sign-in of the request's access token: logout ends it even when no cookie comes along. */
async function bearerSignIn(request: HttpRequest): Promise<PresentedSignIn | undefined> {
  const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!bearer || !request.caller) return undefined;
  const verified = await verifyAccessToken(bearer);
  return 'caller' in verified ? { userId: verified.caller.userId, sid: verified.session.sid } : undefined;
}

// Only auth signs tokens, so only its bundle carries the Secrets Manager client.
useSigningKeySource(signingKeyFromSecret);

export const handler = withSiteUrl(
  httpHandler('auth', authRoutes, {
    login: async (request) => {
      const signedIn = await signIn(request.input, request.sourceIp);
      // Not a token: a short-lived single-use challenge that only the code (or enrolment) step takes.
      if ('challenge' in signedIn) {
        return signedIn.secondFactor === 'code'
          ? { twoFactorRequired: true, challenge: signedIn.challenge }
          : { twoFactorEnrolmentRequired: true, challenge: signedIn.challenge };
      }
      return sessionAnswer(signedIn.accessToken, signedIn.refresh);
    },

    'login-code': async (request) => {
      const { accessToken, refresh } = await signInWithCode(request.input, request.sourceIp);
      return sessionAnswer(accessToken, refresh);
    },

    'login-enrolled': async (request) => {
      const { accessToken, refresh } = await signInEnrolled(request.input.challenge);
      return sessionAnswer(accessToken, refresh);
    },

    refresh: async (request) => {
      try {
        const { accessToken, refresh } = await refreshSession(refreshTokenFrom(request));
        return sessionAnswer(accessToken, refresh);
      } catch (error) {
        if (!(error instanceof SessionEndedError)) throw error;
        logger.info('refresh refused', { reason: error.reason });
        // An error answer cannot carry cookies: this one must also clear the dead token.
        return answer({ statusCode: 401, body: { statusCode: 401, message: error.message }, cookies: [clearedRefreshCookie()] });
      }
    },

    logout: async (request: HttpRequest) => {
      await signOut(refreshTokenFrom(request), await bearerSignIn(request));
      return answer({ statusCode: 204, cookies: [clearedRefreshCookie()] });
    },

    'logout-everywhere': async (request: HttpRequest) => {
      const { userId } = requireCaller(request);
      await endSessions(userId, 'sign-out-everywhere');
      await markOffline(userId);
      return answer({ statusCode: 204, cookies: [clearedRefreshCookie()] });
    },

    register: {
      // Every empty field in one message, as the form shows it.
      refused: async (error, body) => {
        throw registrationRefusal(error, body);
      },
      run: async (request) => {
        const registered = await register(checkRegistration(request.input), request.sourceIp);
        // The same for a new and a known address (register.ts): no id, nothing that tells them apart.
        return answer({
          statusCode: 201,
          body: { email: registered.email, mail: registered.mail, message: `Інформація по активації направлена на ${registered.email}` },
        });
      },
    },

    'reset-password': {
      refused: async (error) => resetRefusal(error),
      run: async (request) => {
        const weakness = passwordWeakness(request.input.newPassword);
        if (weakness) return resetRefusal(new ValidationError(weakness));
        return resetPassword(request.input);
      },
    },
  }),
);
