import { changePasswordBodySchema, PASSWORD_RULE } from '@kinloan/domain';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { AccountCard } from '../../features/accounts/AccountCard';
import { FormMessage, PasswordField, SubmitButton } from '../../features/accounts/form-fields';
import { formFailure } from '../../api/form-failure';
import { useFieldErrors, validate } from '../../features/accounts/validation';
import { notifySuccess } from '../../stores/notification-store';
import { useSessionService } from '../../session/use-session';

export const PASSWORD_CHANGED = 'Your password has been changed.';
export const PASSWORDS_DIFFER = 'The two new passwords don’t match. Please type the same password in both.';
export const WRONG_CURRENT_PASSWORD = 'That isn’t your current password. Please check it and try again.';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export default function ChangePasswordPage() {
  usePageTitle('Change your password | Kinloan');
  const session = useSessionService();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, show, clear } = useFieldErrors(formRef);
  const [values, setValues] = useState(EMPTY);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);

  const set = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
    setChanged(false);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = validate(changePasswordBodySchema, {
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
    });
    const messages = checked.ok ? {} : { ...checked.errors };
    if (values.confirmPassword !== values.newPassword && !messages.newPassword) {
      messages.confirmPassword = PASSWORDS_DIFFER;
    }
    if (!checked.ok || Object.keys(messages).length > 0) {
      show(messages);
      return;
    }
    clear();
    setPending(true);
    const result = await session.api.changePassword(checked.data, { notify: false });
    if (result.ok) {
      // A new password can end the sessions opened with the old one; open a fresh one.
      await session.renewAfterPasswordChange(checked.data.newPassword);
      setPending(false);
      setValues(EMPTY);
      setChanged(true);
      notifySuccess(PASSWORD_CHANGED);
      return;
    }
    setPending(false);
    const wrongPassword = result.error.status === 401 && !result.error.fields.some((f) => f.field === 'currentPassword');
    const { fields, form } = formFailure(result.error, ['currentPassword', 'newPassword'], wrongPassword ? { fields: { currentPassword: WRONG_CURRENT_PASSWORD } } : {});
    show(fields);
    setFormError(form);
  }

  return (
    <AccountCard titleId="changepass-title" title="Change your password" lead={<p>Enter your current password, then choose a new one.</p>}>
      {changed ? (
        <div className="form-message form-message--success" role="status">
          <p>{PASSWORD_CHANGED} Use the new one the next time you sign in.</p>
        </div>
      ) : null}
      <form ref={formRef} className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <PasswordField
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
          value={values.currentPassword}
          onValueChange={set('currentPassword')}
          error={errors.currentPassword}
        />
        <PasswordField
          name="newPassword"
          label="New password"
          autoComplete="new-password"
          hint={PASSWORD_RULE}
          value={values.newPassword}
          onValueChange={set('newPassword')}
          error={errors.newPassword}
        />
        <PasswordField
          name="confirmPassword"
          label="New password again"
          autoComplete="new-password"
          value={values.confirmPassword}
          onValueChange={set('confirmPassword')}
          error={errors.confirmPassword}
        />
        {formError ? <FormMessage>{formError}</FormMessage> : null}
        <SubmitButton pending={pending} pendingLabel="Changing your password…">
          Change password
        </SubmitButton>
      </form>
      <p className="account-card__switch">
        Forgot your current password? <Link to="/forgotpass">Get a reset link by email</Link>
      </p>
    </AccountCard>
  );
}
