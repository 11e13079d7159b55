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

/** A DomainError with its own status, name and message by default (the caller may say more). */
function statusError(name: string, statusCode: number, defaultMessage: string) {
  return class extends DomainError {
    constructor(message = defaultMessage, details?: unknown) {
      super(message, statusCode, details);
      this.name = name;
    }
  };
}

export const UnauthorizedError = statusError('UnauthorizedError', 401, 'Необхідна авторизація');
export const ForbiddenError = statusError('ForbiddenError', 403, 'Доступ заборонено');
export const NotFoundError = statusError('NotFoundError', 404, 'Не знайдено');
/** Mostly a stale `version` on a conditional write: the caller must reload. */
export const ConflictError = statusError('ConflictError', 409, 'Дані вже змінив інший користувач. Оновіть сторінку і спробуйте ще раз');
export const TooManyRequestsError = statusError('TooManyRequestsError', 429, 'Забагато запитів. Спробуйте пізніше');
export const ServiceUnavailableError = statusError('ServiceUnavailableError', 503, 'Сервіс тимчасово недоступний. Спробуйте ще раз за хвилину');

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
