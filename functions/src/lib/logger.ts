import { Logger } from '@aws-lambda-powertools/logger';

/**
 * The one logger. It never receives names, phones, e-mails or descriptions:
 * log ids, route templates, status codes and durations only.
 */
export const logger = new Logger({ serviceName: 'dosyt', logLevel: process.env.LOG_LEVEL === 'DEBUG' ? 'DEBUG' : 'INFO' });
