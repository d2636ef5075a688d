import type { LoggerOptions } from 'pino';
import type { Env } from './env';

/**
 * pino options shared by the server and the CLIs. Patient data never goes into a log line in
 * clear text: request bodies are not logged and the fields below are redacted wherever they appear.
 */
export function loggerOptions(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>): LoggerOptions {
  return {
    level: env.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        '*.dateOfBirth',
        '*.email',
        '*.contactNumber',
        '*.firstName',
        '*.lastName',
        '*.medicareNumber',
        '*.code',
        '*.patient',
      ],
      censor: '[redacted]',
    },
  };
}
