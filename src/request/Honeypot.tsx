import type { InputHTMLAttributes } from 'react';

type HoneypotProps = { label: string; input: Pick<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> };

/**
 * The field only robots fill. Not rendered at all (`hidden`, display: none): autofill and password managers never
 * fill what is not displayed, and no one can reach it with the keyboard or a screen reader. A robot filling every
 * input of the page does.
 */
export function Honeypot({ label, input }: HoneypotProps) {
  return (
    <div hidden>
      <label>
        {label}
        <input type="text" name="_gotcha" tabIndex={-1} autoComplete="off" {...input} />
      </label>
    </div>
  );
}
