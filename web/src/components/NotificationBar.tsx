import { useNotificationStore } from '../stores/notification-store';

/**
 * The one place messages appear: top centre below the header (never over the navigation),
 * red for errors, green for success.
 * Errors are announced at once (role="alert"); successes politely (role="status").
 */
export function NotificationBar() {
  const show = useNotificationStore((s) => s.show);
  const isError = useNotificationStore((s) => s.isError);
  const message = useNotificationStore((s) => s.message);
  const sequence = useNotificationStore((s) => s.sequence);
  const dismiss = useNotificationStore((s) => s.dismiss);
  const hold = useNotificationStore((s) => s.hold);
  const release = useNotificationStore((s) => s.release);

  if (!show) return null;

  const kind = isError ? 'error' : 'success';
  return (
    <div className="notification-layer">
      <div
        key={sequence}
        role={isError ? 'alert' : 'status'}
        className={`notification-bar notification-bar--${kind}`}
        onMouseEnter={hold}
        onMouseLeave={release}
        onFocus={hold}
        onBlur={release}
      >
        <span className="notification-bar__icon" aria-hidden="true">
          {isError ? '!' : '✓'}
        </span>
        <p className="notification-bar__message">{message}</p>
        <button type="button" className="notification-bar__close" aria-label="Close notification" onClick={dismiss}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
