import { describe, expect, it } from 'vitest';
import { loginFailureMessage } from './login-form';
import { registrationFailureMessage } from './register-form';

describe('loginFailureMessage', () => {
  it("shows the server's refusal in Ukrainian and other messages as they are", () => {
    expect(loginFailureMessage('Invalid email or access denied')).toBe('Невірний email, або доступ заборонений');
    expect(loginFailureMessage('Забагато спроб')).toBe('Забагато спроб');
  });
});

describe('registrationFailureMessage', () => {
  it("turns 'email already exist' into the Ukrainian message", () => {
    expect(registrationFailureMessage('User with this email already exist', undefined)).toBe('Користувач з таким email вже існує');
  });

  it('lists the errors field, else falls back to the generic message', () => {
    expect(registrationFailureMessage('Bad Request', ['Некоректний email', 'Невірний номер телефону'])).toBe('Некоректний email\nНевірний номер телефону');
    expect(registrationFailureMessage('Bad Request', undefined)).toBe('Сталася помилка. Спробуйте ще раз');
  });
});
