import { PASSWORD_MIN_SCORE, WEAK_PASSWORD_MESSAGE } from '@dosyt/core/user/password-strength';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PasswordEstimate } from './password-estimator';

type Estimate = (password: string, userInputs?: readonly string[]) => PasswordEstimate;

let pending: Promise<Estimate> | undefined;

/**
 * The estimator's chunk, fetched once per page (about 450 KB, so never on a first
 * screen): first asked for when a new-password field is focused or filled. A
 * failed fetch is forgotten, so the next focus tries again.
 */
export function loadPasswordEstimator(): Promise<Estimate> {
  pending ??= import('./password-estimator').then(
    (module) => module.estimatePassword,
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/**
 * Why a new password is refused before it is sent, or undefined. Without the
 * estimator (its chunk failed to load) the server's rule and lists still decide.
 */
export async function weakPasswordMessage(password: string, userInputs: readonly string[] = []): Promise<string | undefined> {
  let estimate: Estimate;
  try {
    estimate = await loadPasswordEstimator();
  } catch {
    return undefined;
  }
  const { score, warning } = estimate(password, userInputs);
  if (score >= PASSWORD_MIN_SCORE) return undefined;
  return warning ? `${warning} ${WEAK_PASSWORD_MESSAGE}` : WEAK_PASSWORD_MESSAGE;
}

/**
 * The estimate of the password being typed, for the meter: null until the
 * estimator is loaded (`load`, on the field's focus) and while the field is empty.
 */
export function usePasswordStrength(password: string, userInputs: readonly string[] = []) {
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const load = useCallback(() => {
    loadPasswordEstimator().then(
      (loaded) => setEstimate(() => loaded),
      () => undefined,
    );
  }, []);
  // A field filled without focus (a password manager) loads it too.
  useEffect(() => {
    if (password) load();
  }, [password, load]);
  const inputsKey = userInputs.join('\n');
  const result = useMemo(() => (estimate && password ? estimate(password, inputsKey ? inputsKey.split('\n') : []) : null), [estimate, password, inputsKey]);
  return { load, result };
}
