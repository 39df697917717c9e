import { z } from 'zod';
import { addressSchema, documentId, emailAddress, optionalText, personName, usPhone } from './fields';

/** PUT /api/v1/customers/{id}. The id must equal the path's and the caller's; the API checks. */
export const customerPutBodySchema = z.object({
  id: documentId('Customer id'),
  address: addressSchema,
  email: emailAddress(),
  firstName: personName('First name'),
  middleName: optionalText('Middle name', 100),
  lastName: personName('Last name'),
  phone: usPhone('Phone number'),
});
export type CustomerPutBody = z.infer<typeof customerPutBodySchema>;
