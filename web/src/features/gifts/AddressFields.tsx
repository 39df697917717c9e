import { SelectField, TextField, type FieldMessages } from '../accounts/form-fields';
import { US_STATE_OPTIONS } from '../accounts/us-states';
import type { AddressInput } from './gift-forms';

/**
 * A US street address, its inputs named by their path (`${name}.zipCode`) so the callables'
 * field errors land on them. `autoComplete` is off for someone else's address (the donor's,
 * the home being bought), where the browser would only offer the person's own.
 */
export function AddressFields({
  name,
  value,
  onChange,
  errors,
  ownAddress = false,
}: {
  name: string;
  value: AddressInput;
  onChange: (field: keyof AddressInput, value: string) => void;
  errors: FieldMessages;
  ownAddress?: boolean;
}) {
  const auto = (token: string) => (ownAddress ? token : 'off');
  return (
    <>
      <TextField name={`${name}.line1`} label="Street address" autoComplete={auto('address-line1')} value={value.line1} onValueChange={(v) => onChange('line1', v)} error={errors[`${name}.line1`]} />
      <TextField
        name={`${name}.line2`}
        label="Apartment, suite or unit"
        optional
        autoComplete={auto('address-line2')}
        value={value.line2}
        onValueChange={(v) => onChange('line2', v)}
        error={errors[`${name}.line2`]}
      />
      <div className="form__row form__row--3">
        <TextField name={`${name}.city`} label="City" autoComplete={auto('address-level2')} value={value.city} onValueChange={(v) => onChange('city', v)} error={errors[`${name}.city`]} />
        <SelectField
          name={`${name}.state`}
          label="State"
          autoComplete={auto('address-level1')}
          placeholder="Choose a state"
          options={US_STATE_OPTIONS}
          value={value.state}
          onValueChange={(v) => onChange('state', v)}
          error={errors[`${name}.state`]}
        />
        <TextField
          name={`${name}.zipCode`}
          label="ZIP code"
          autoComplete={auto('postal-code')}
          inputMode="numeric"
          value={value.zipCode}
          onValueChange={(v) => onChange('zipCode', v)}
          error={errors[`${name}.zipCode`]}
        />
      </div>
    </>
  );
}
