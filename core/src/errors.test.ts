import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  isDomainError,
  NotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from './errors';

describe('domain errors', () => {
  it.each([
    [() => new UnauthorizedError(), 'UnauthorizedError', 401, 'Необхідна авторизація'],
    [() => new ForbiddenError(), 'ForbiddenError', 403, 'Доступ заборонено'],
    [() => new NotFoundError(), 'NotFoundError', 404, 'Не знайдено'],
    [() => new ConflictError(), 'ConflictError', 409, 'Дані вже змінив інший користувач. Оновіть сторінку і спробуйте ще раз'],
    [() => new TooManyRequestsError(), 'TooManyRequestsError', 429, 'Забагато запитів. Спробуйте пізніше'],
    [() => new ServiceUnavailableError(), 'ServiceUnavailableError', 503, 'Сервіс тимчасово недоступний. Спробуйте ще раз за хвилину'],
  ])('%# carries its name, status code and default Ukrainian message', (make, name, statusCode, message) => {
    // Act
    const error = make();
    // Assess
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe(name);
    expect(error.statusCode).toBe(statusCode);
    expect(error.message).toBe(message);
  });

  it('lets a caller replace the default message', () => {
    // Act
    const error = new NotFoundError('Звернення не знайдено');
    // Assess
    expect(error.message).toBe('Звернення не знайдено');
    expect(error.statusCode).toBe(404);
  });

  it('gives a validation error status 400 and its field errors', () => {
    // Prepare
    const fieldErrors = { phone: 'Невірний номер телефону' };
    // Act
    const error = new ValidationError('Невірний номер телефону', fieldErrors);
    // Assess
    expect(error.name).toBe('ValidationError');
    expect(error.statusCode).toBe(400);
    expect(error.fieldErrors).toEqual(fieldErrors);
    expect(error.details).toEqual(fieldErrors);
    expect(isDomainError(error)).toBe(true);
  });

  it('defaults field errors to an empty object', () => {
    expect(new ValidationError('Помилка').fieldErrors).toEqual({});
  });

  it('keeps details given to a base domain error', () => {
    // Act
    const error = new DomainError('Щось пішло не так', 418, { why: 'teapot' });
    // Assess
    expect(error.statusCode).toBe(418);
    expect(error.details).toEqual({ why: 'teapot' });
    expect(error.name).toBe('DomainError');
  });

  it('does not take a plain error for a domain error', () => {
    expect(isDomainError(new Error('x'))).toBe(false);
  });
});
