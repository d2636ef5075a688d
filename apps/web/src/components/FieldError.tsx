/**
 * The one way to show a form field's error: `<p className="field-error">` with the already
 * translated message, or nothing when there is no message. The call site ties it to its input
 * with `aria-describedby={id}`; `alert` adds `role="alert"` where the error should be announced
 * as soon as it appears.
 */
export function FieldError({
  id,
  message,
  alert,
}: {
  id?: string;
  message?: string | null;
  alert?: boolean;
}) {
  if (!message) return null;
  return (
    <p id={id} className="field-error" role={alert ? 'alert' : undefined}>
      {message}
    </p>
  );
}
