import { customerPutBodySchema, type Customer, type LoanRequestResponse, type UsStateCode } from '@kinloan/domain';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useAccountsApi } from '../../session/use-session';
import { useSessionStore } from '../../session/session-store';
import { FormMessage, SelectField, SubmitButton, TextField } from '../accounts/form-fields';
import { formatUsPhone } from '../accounts/phone';
import { US_STATE_OPTIONS } from '../accounts/us-states';
import { formFailure } from '../../api/form-failure';
import { useFieldErrors, validate } from '../accounts/validation';
import { useLoansApi } from './use-loans-api';

const FIELDS = ['firstName', 'middleName', 'lastName', 'phone', 'address.line1', 'address.line2', 'address.city', 'address.state', 'address.zipCode'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

function valuesOf(customer: Customer): Values {
  return {
    firstName: customer.firstName,
    middleName: customer.middleName,
    lastName: customer.lastName,
    phone: formatUsPhone(customer.phone),
    'address.line1': customer.address.line1,
    'address.line2': customer.address.line2,
    'address.city': customer.address.city,
    'address.state': customer.address.state,
    'address.zipCode': customer.address.zipCode,
  };
}

/**
 * "Your details": legal name, phone and home address, read from and saved to the profile
 * (the accounts API), then copied into this side of the request so the agreement prints them.
 */
export function PartyDetailsForm({
  request,
  submitLabel,
  onSaved,
}: {
  request: LoanRequestResponse;
  submitLabel: string;
  onSaved: (request: LoanRequestResponse) => void;
}) {
  const accounts = useAccountsApi();
  const loans = useLoansApi();
  const updateUser = useSessionStore((s) => s.updateUser);
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, show, clear } = useFieldErrors(formRef);
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [values, setValues] = useState<Values | null>(null);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const load = useCallback(
    (signal?: AbortSignal) => {
      setFailed(false);
      void accounts.getMe({ signal }).then((result) => {
        if (signal?.aborted) return;
        if (result.ok) {
          setCustomer(result.data);
          setValues(valuesOf(result.data));
        } else setFailed(true);
      });
    },
    [accounts],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  if (failed) {
    return (
      <>
        <FormMessage>We couldn’t load your details just now.</FormMessage>
        <button type="button" className="button button--primary" onClick={() => load()}>
          Try again
        </button>
      </>
    );
  }
  if (!customer || !values) {
    return (
      <p className="page-loading" role="status">
        <span className="page-loading__spinner" aria-hidden="true" />
        Loading your details…
      </p>
    );
  }

  const set = (field: Field) => (value: string) => {
    setValues((v) => (v ? { ...v, [field]: value } : v));
    clear(field);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!customer || !values) return;
    setFormError(null);
    const checked = validate(customerPutBodySchema, {
      id: customer.id,
      email: customer.email,
      firstName: values.firstName,
      middleName: values.middleName,
      lastName: values.lastName,
      phone: values.phone,
      address: {
        line1: values['address.line1'],
        line2: values['address.line2'],
        city: values['address.city'],
        state: values['address.state'],
        zipCode: values['address.zipCode'],
      },
    });
    if (!checked.ok) {
      show(checked.errors);
      return;
    }
    clear();
    setPending(true);
    const { middleName = '', address, ...rest } = checked.data;
    const saved = await accounts.updateCustomer({ ...rest, middleName, address: { ...address, line2: address.line2 ?? '' } }, { notify: false });
    if (!saved.ok) {
      setPending(false);
      const { fields, form } = formFailure(saved.error, FIELDS);
      show(fields);
      setFormError(form);
      return;
    }
    const profile = saved.data;
    setCustomer(profile);
    updateUser({ firstName: profile.firstName, lastName: profile.lastName, email: profile.email });

    // This side of the request, as the agreement will print it.
    const details = {
      firstName: profile.firstName,
      ...(profile.middleName ? { middleName: profile.middleName } : {}),
      lastName: profile.lastName,
      email: profile.email,
      phone: profile.phone,
      address: {
        line1: profile.address.line1,
        ...(profile.address.line2 ? { line2: profile.address.line2 } : {}),
        city: profile.address.city,
        // The profile was just saved through the same schema, so this is a state code.
        state: profile.address.state as UsStateCode,
        zipCode: profile.address.zipCode,
      },
    };
    const changes =
      request.yourRole === 'initiator'
        ? { initiatorRequestDetails: { ...details, ...(request.initiatorRequestDetails.loanWish ? { loanWish: request.initiatorRequestDetails.loanWish } : {}) } }
        : { recipientRequestDetails: details };
    const updated = await loans.updateLoanRequest(request, changes);
    setPending(false);
    if (updated.ok) onSaved(updated.data);
  }

  return (
    <form ref={formRef} className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <fieldset className="form__section">
        <legend>Your legal name</legend>
        <div className="form__row form__row--3">
          <TextField name="firstName" label="First name" autoComplete="given-name" value={values.firstName} onValueChange={set('firstName')} error={errors.firstName} />
          <TextField name="middleName" label="Middle name" optional autoComplete="additional-name" value={values.middleName} onValueChange={set('middleName')} error={errors.middleName} />
          <TextField name="lastName" label="Last name" autoComplete="family-name" value={values.lastName} onValueChange={set('lastName')} error={errors.lastName} />
        </div>
      </fieldset>

      <fieldset className="form__section">
        <legend>How to reach you</legend>
        <p className="form__aside">
          Email: <strong>{customer.email}</strong>
        </p>
        <TextField
          name="phone"
          label="Phone number"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          hint="A US number, like (555) 123-4567."
          value={values.phone}
          onValueChange={set('phone')}
          error={errors.phone}
        />
      </fieldset>

      <fieldset className="form__section">
        <legend>Home address</legend>
        <TextField name="address.line1" label="Street address" autoComplete="address-line1" value={values['address.line1']} onValueChange={set('address.line1')} error={errors['address.line1']} />
        <TextField name="address.line2" label="Apartment, suite or unit" optional autoComplete="address-line2" value={values['address.line2']} onValueChange={set('address.line2')} error={errors['address.line2']} />
        <div className="form__row form__row--3">
          <TextField name="address.city" label="City" autoComplete="address-level2" value={values['address.city']} onValueChange={set('address.city')} error={errors['address.city']} />
          <SelectField
            name="address.state"
            label="State"
            autoComplete="address-level1"
            placeholder="Choose a state"
            options={US_STATE_OPTIONS}
            value={values['address.state']}
            onValueChange={set('address.state')}
            error={errors['address.state']}
          />
          <TextField name="address.zipCode" label="ZIP code" autoComplete="postal-code" inputMode="numeric" value={values['address.zipCode']} onValueChange={set('address.zipCode')} error={errors['address.zipCode']} />
        </div>
      </fieldset>

      {formError ? <FormMessage>{formError}</FormMessage> : null}
      <div className="form__actions">
        <SubmitButton pending={pending} pendingLabel="Saving…">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
