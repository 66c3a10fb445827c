import { FORM_HONEYPOT_FIELD } from '@teamboard/shared/form';

interface HoneypotProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A field people never see nor reach (off-screen, out of the tab order and the accessibility
 * tree) that form-filling bots do fill: the server then accepts the submission and drops it.
 * Off-screen rather than display:none, which some bots know to skip.
 */
export function Honeypot({ value, onChange }: HoneypotProps) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label>
        Website
        <input
          type="text"
          name={FORM_HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
