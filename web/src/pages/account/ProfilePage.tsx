import { customerPutBodySchema, SUCCESS_MESSAGES } from '@kinloan/domain';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Customer } from '../../api/accounts';
import { usePageTitle } from '../../app/use-page-title';
import { AccountCard } from '../../features/accounts/AccountCard';
import { FormMessage, SelectField, SubmitButton, TextField } from '../../features/accounts/form-fields';
import { formatUsPhone } from '../../features/accounts/phone';
import { US_STATE_OPTIONS } from '../../features/accounts/us-states';
import { formFailure } from '../../api/form-failure';
import { useFieldErrors, validate } from '../../features/accounts/validation';
import { useSessionStore } from '../../session/session-store';
import { useAccountsApi } from '../../session/use-session';
import { notifySuccess } from '../../stores/notification-store';

/** `/profile/1` (the menu's My Profile, spec section 9) and `/profile/me` both mean "mine". */
export const OWN_PROFILE_IDS: readonly string[] = ['1', 'me'];

const FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'email',
  'phone',
  'address.line1',
  'address.line2',
  'address.city',
  'address.state',
  'address.zipCode',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

function valuesOf(customer: Customer): Values {
  return {
    firstName: customer.firstName,
    middleName: customer.middleName,
    lastName: customer.lastName,
    email: customer.email,
    phone: formatUsPhone(customer.phone),
    'address.line1': customer.address.line1,
    'address.line2': customer.address.line2,
    'address.city': customer.address.city,
    'address.state': customer.address.state,
    'address.zipCode': customer.address.zipCode,
  };
}

function bodyOf(id: string, v: Values) {
  return {
    id,
    firstName: v.firstName,
    middleName: v.middleName,
    lastName: v.lastName,
    email: v.email,
    phone: v.phone,
    address: {
      line1: v['address.line1'],
      line2: v['address.line2'],
      city: v['address.city'],
      state: v['address.state'],
      zipCode: v['address.zipCode'],
    },
  };
}

export default function ProfilePage() {
  usePageTitle('My profile | Kinloan');
  const { id = '' } = useParams();
  const userId = useSessionStore((s) => s.user?.id ?? null);

  if (userId === null) return null; // the access guard only shows this page to a signed-in person
  if (!OWN_PROFILE_IDS.includes(id) && id !== userId) {
    return (
      <AccountCard titleId="profile-title" title="This isn’t your profile">
        <p>You can only see and change your own profile.</p>
        <Link to="/profile/1" className="button button--primary button--large">
          Go to my profile
        </Link>
      </AccountCard>
    );
  }
  return <ProfileForm key={userId} userId={userId} />;
}

function ProfileForm({ userId }: { userId: string }) {
  const api = useAccountsApi();
  const updateUser = useSessionStore((s) => s.updateUser);
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, show, clear } = useFieldErrors(formRef);
  const [values, setValues] = useState<Values | null>(null);
  const [loadState, setLoadState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const load = useCallback(
    (signal?: AbortSignal) => {
      setLoadState('loading');
      api.getMe({ signal }).then(
        (result) => {
          if (signal?.aborted) return;
          if (result.ok) {
            setValues(valuesOf(result.data));
            setLoadState('loaded');
          } else {
            setLoadState('failed');
          }
        },
        (error: unknown) => {
          if (!signal?.aborted) console.error('[kinloan] loading the profile failed', error);
        },
      );
    },
    [api],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const set = (field: Field) => (value: string) => {
    setValues((v) => (v ? { ...v, [field]: value } : v));
    clear(field);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!values) return;
    setFormError(null);
    const checked = validate(customerPutBodySchema, bodyOf(userId, values));
    if (!checked.ok) {
      show(checked.errors);
      return;
    }
    clear();
    setPending(true);
    const { middleName = '', address, ...rest } = checked.data;
    const result = await api.updateCustomer({ ...rest, middleName, address: { ...address, line2: address.line2 ?? '' } }, { notify: false });
    setPending(false);
    if (result.ok) {
      setValues(valuesOf(result.data));
      updateUser({ firstName: result.data.firstName, lastName: result.data.lastName, email: result.data.email });
      notifySuccess(SUCCESS_MESSAGES.profileUpdated);
      return;
    }
    const { fields, form } = formFailure(result.error, FIELDS);
    show(fields);
    setFormError(form);
  }

  const lead = (
    <p>
      This is how you appear on loan agreements and gift letters, so please use your legal name and home address.
    </p>
  );

  if (loadState === 'failed') {
    return (
      <AccountCard titleId="profile-title" title="My profile" lead={lead} wide>
        <FormMessage>We couldn’t load your profile just now.</FormMessage>
        <button type="button" className="button button--primary" onClick={() => load()}>
          Try again
        </button>
      </AccountCard>
    );
  }

  if (!values) {
    return (
      <AccountCard titleId="profile-title" title="My profile" lead={lead} wide>
        <p className="page-loading" role="status">
          <span className="page-loading__spinner" aria-hidden="true" />
          Loading your profile…
        </p>
      </AccountCard>
    );
  }

  return (
    <AccountCard titleId="profile-title" title="My profile" lead={lead} wide>
      <form ref={formRef} className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <fieldset className="form__section">
          <legend>Your name</legend>
          <div className="form__row form__row--3">
            <TextField name="firstName" label="First name" autoComplete="given-name" value={values.firstName} onValueChange={set('firstName')} error={errors.firstName} />
            <TextField name="middleName" label="Middle name" optional autoComplete="additional-name" value={values.middleName} onValueChange={set('middleName')} error={errors.middleName} />
            <TextField name="lastName" label="Last name" autoComplete="family-name" value={values.lastName} onValueChange={set('lastName')} error={errors.lastName} />
          </div>
        </fieldset>

        <fieldset className="form__section">
          <legend>How to reach you</legend>
          <div className="form__row">
            <TextField
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              hint="Where we send agreements and reminders."
              value={values.email}
              onValueChange={set('email')}
              error={errors.email}
            />
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
          </div>
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
            <TextField
              name="address.zipCode"
              label="ZIP code"
              autoComplete="postal-code"
              inputMode="numeric"
              value={values['address.zipCode']}
              onValueChange={set('address.zipCode')}
              error={errors['address.zipCode']}
            />
          </div>
        </fieldset>

        {formError ? <FormMessage>{formError}</FormMessage> : null}
        <div className="form__actions">
          <SubmitButton pending={pending} pendingLabel="Saving…">
            Save changes
          </SubmitButton>
          <Link to="/changepass">Change your password</Link>
        </div>
      </form>
    </AccountCard>
  );
}
