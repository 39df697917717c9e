import { z } from 'zod';
import { addressSchema, bodyObjectError, documentId, emailAddress, optionalText, personName, usPhone } from './fields';

/** PUT /api/v1/customers/{id}. The id must equal the path's and the caller's; the API checks. */
export const customerPutBodySchema = z.object(
  {
    id: documentId('Customer id'),
    address: addressSchema,
    email: emailAddress(),
    firstName: personName('First name'),
    middleName: optionalText('Middle name', 100),
    lastName: personName('Last name'),
    phone: usPhone('Phone number'),
  },
  { error: bodyObjectError('A profile') },
);
export type CustomerPutBody = z.infer<typeof customerPutBodySchema>;

/**
 * A stored address: every line present, empty until the customer fills it in (a new
 * account has none). The state is a US_STATE_CODES code and the ZIP normalized once set.
 */
export interface CustomerAddress {
  line1: string;
  line2: string;
  zipCode: string;
  city: string;
  state: string;
}

/** Spec §3's Customer, as the API answers it. The phone is E.164 ("+15035550142") or ''. */
export interface Customer {
  id: string;
  email: string;
  firstName: string;
  middleName: string;
  lastName: string;
  phone: string;
  address: CustomerAddress;
}

/** GET /api/v1/customers/me. */
export type CustomerWithVerification = Customer & { hasVerifiedEmail: boolean };
