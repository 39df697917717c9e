/**
 * zod schemas for every request body of the API (spec §7) and of the gift callables, each
 * error message naming its field in plain words. Parse with `safeParse` and answer failures
 * with `validationErrorBody`.
 */
export * from './fields';
export * from './payment-methods';
export * from './auth-schemas';
export * from './customer-schemas';
export * from './account-responses';
export * from './loan-request-responses';
export * from './signature-schemas';
export * from './loan-request-schemas';
export * from './loan-schemas';
export * from './gift-schemas';
export * from './gift-responses';
export * from './error-body-schema';
export * from './audit-responses';
export * from './verification-responses';
export * from './tax-statement-responses';
export * from './stripe-webhook-schemas';
export * from './endpoints';
export * from './endpoint-routes';
export * from './endpoint-path';
