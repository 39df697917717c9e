/**
 * The account handlers' names for the platform's error helpers, until they run as commands on
 * the endpoint transport like every other call (platform/app-error.ts is the one error type).
 */
export { AppError as HttpError, fieldError, parseInput as parseBody } from '../platform/app-error';
