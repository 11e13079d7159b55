import { PASSWORD_MIN_SCORE } from '@dosyt/core/user/password-strength';
import { describe, expect, it } from 'vitest';
import { estimatePassword } from './password-estimator';

/** The estimator the new-password forms load: what it refuses, what it lets through, and in which words. */
describe('estimatePassword', () => {
  it.each(['Qwerty123!', 'Ukraine2024!', 'Kyiv#2024', 'Слава2024!', 'Mriya#2024', 'Sonechko#1'])(
    'scores %s, a common word dressed up to pass the rule, below the forms’ minimum',
    (password) => {
      expect(estimatePassword(password).score).toBeLessThan(PASSWORD_MIN_SCORE);
    },
  );

  // zxcvbn's own lists let both through (score 3): 'калина' and 'сонечко' typed on the Latin layout.
  it.each(['Rfkbyf#2024', 'Cjytxrj#24'])('knows Ukrainian words typed with the keyboard left on the Latin layout: %s', (password) => {
    expect(estimatePassword(password).score).toBeLessThan(PASSWORD_MIN_SCORE);
  });

  it('counts the person’s own name and address as known words, and says so in Ukrainian', () => {
    const alone = estimatePassword('Koval#2024');
    const own = estimatePassword('Koval#2024', ['olena.koval@ukr.net']);

    expect(alone.score).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);
    expect(own.score).toBeLessThan(PASSWORD_MIN_SCORE);
    expect(own.warning).toBe('Пароль не має містити ваших даних: імені, прізвища чи email.');
  });

  it.each(['Kv7#mPz!q2Lw', 'Zx9!tRq4vLp', 'Reg#2024pass'])('lets %s through', (password) => {
    expect(estimatePassword(password).score).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);
  });

  it('gives its feedback in Ukrainian and never advises dropping symbols or capitals, which the rule demands', () => {
    for (const password of ['Qwerty123!', 'Aaaaaaa1!', 'Abcdefg1!', 'Password2024!', 'Kv7#mPz!q2Lw']) {
      const { warning, suggestions } = estimatePassword(password);
      for (const line of [warning, ...suggestions].filter(Boolean)) expect(line).toMatch(/[а-яіїєґ]/i);
      expect(suggestions).not.toContain('');
    }
  });
});
