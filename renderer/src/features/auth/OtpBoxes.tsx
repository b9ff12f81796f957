import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Input, type InputRef } from 'antd';
import { backspaceOtp, enterOtpText, keyDigit, type OtpEdit } from './otpInput';

interface OtpBoxesProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  onEnter?: () => void;
  disabled?: boolean;
  status?: 'error';
}

/** Six single-digit boxes with auto-advance, paste of a whole code and backspace back. */
export function OtpBoxes({ digits, onChange, onEnter, disabled, status }: OtpBoxesProps) {
  const refs = useRef<Array<InputRef | null>>([]);

  // When the boxes come back after a call (a wrong code clears them), the cursor goes
  // straight to the first empty box so the agent can type again without the mouse.
  useEffect(() => {
    if (disabled) return;
    const firstEmpty = digits.findIndex((digit) => digit === '');
    if (firstEmpty >= 0) refs.current[firstEmpty]?.focus();
    // Only on enable/disable; following every keystroke is apply()'s job.
  }, [disabled]); // eslint-disable-line react-hooks/exhaustive-deps

  const apply = ({ digits: next, focus }: OtpEdit) => {
    onChange(next);
    // Focus moves at once so a fast typist's next key lands in the next box; the
    // selection waits for React to render the new value.
    refs.current[focus]?.focus();
    requestAnimationFrame(() => refs.current[focus]?.select());
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const digit = keyDigit(event);
    if (digit !== null) {
      // Handled here rather than in onChange: typing the digit a box already holds
      // changes nothing, so onChange would not fire and the cursor would not advance.
      // An Arabic-Indic key is stored as its ASCII digit, as the server checks it.
      event.preventDefault();
      apply(enterOtpText(digits, index, digit));
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      apply(backspaceOtp(digits, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      refs.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < digits.length - 1) {
      event.preventDefault();
      refs.current[index + 1]?.focus();
    } else if (event.key === 'Enter') {
      onEnter?.();
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(enterOtpText(digits, index, event.clipboardData.getData('text')));
  };

  return (
    <div className="ops-otp" role="group" aria-label="One-time code">
      {digits.map((digit, index) => (
        <Input
          key={index}
          ref={(element) => {
            refs.current[index] = element;
          }}
          value={digit}
          onChange={(event) =>
            apply(enterOtpText(digits, index, event.target.value.replace(digit, '') || event.target.value))
          }
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1}`}
          disabled={disabled}
          status={status}
          autoFocus={index === 0}
          className="ops-otp-box"
          data-testid={`otp-box-${index}`}
        />
      ))}
    </div>
  );
}
