/** A spinning indicator. With a label it announces itself to screen readers; without, it is decoration. */
export function Spinner({ label, size = 'medium' }: { label?: string; size?: 'small' | 'medium' | 'large' }) {
  if (!label) return <span className={`spinner spinner-${size}`} aria-hidden="true" />;
  return (
    <span className="spinner-with-label" role="status">
      <span className={`spinner spinner-${size}`} aria-hidden="true" />
      <span className="spinner-label">{label}</span>
    </span>
  );
}
