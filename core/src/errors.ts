/**
 * Domain errors. Use-cases throw them; the one HTTP error mapper turns them into
 * `{statusCode, message}`. `name` is set by hand because bundlers rename classes.
 */
export class DomainError extends Error {
  readonly statusCode: number;
  details?: unknown;

  constructor(message: string, statusCode = 500, details?: unknown) {
    super(message);
    this.name = 'DomainError';
    this.statusCode = statusCode;
    if (details !== undefined) this.details = details;
  }
}

export class ValidationError extends DomainError {
  readonly fieldErrors: Record<string, string>;

  constructor(message: string, fieldErrors: Record<string, string> = {}) {
    super(message, 400, fieldErrors);
    this.name = 'ValidationError';
    this.fieldErrors = fieldErrors;
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Необхідна авторизація', details?: unknown) {
    super(message, 401, details);
    this.name = 'UnauthorizedError';
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'Доступ заборонено', details?: unknown) {
    super(message, 403, details);
    this.name = 'ForbiddenError';
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Не знайдено', details?: unknown) {
    super(message, 404, details);
    this.name = 'NotFoundError';
  }
}

/** Mostly a stale `version` on a conditional write: the caller must reload. */
export class ConflictError extends DomainError {
  constructor(
    message = 'Дані вже змінив інший користувач. Оновіть сторінку і спробуйте ще раз',
    details?: unknown,
  ) {
    super(message, 409, details);
    this.name = 'ConflictError';
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(message = 'Забагато запитів. Спробуйте пізніше', details?: unknown) {
    super(message, 429, details);
    this.name = 'TooManyRequestsError';
  }
}

export class ServiceUnavailableError extends DomainError {
  constructor(message = 'Сервіс тимчасово недоступний. Спробуйте ще раз за хвилину', details?: unknown) {
    super(message, 503, details);
    this.name = 'ServiceUnavailableError';
  }
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
