import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Input, type InputRef } from 'antd';
import { backspaceOtp, enterOtpText, type OtpEdit } from './otpInput';

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

  const apply = ({ digits: next, focus }: OtpEdit) => {
    onChange(next);
    // After React has rendered the new values, so the selection lands on the digit.
    requestAnimationFrame(() => {
      refs.current[focus]?.focus();
      refs.current[focus]?.select();
    });
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
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
          onChange={(event) => apply(enterOtpText(digits, index, event.target.value.replace(digit, '') || event.target.value))}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={index === 0 ? undefined : 2}
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
