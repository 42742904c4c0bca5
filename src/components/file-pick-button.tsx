import Button, { type ButtonProps } from '@mui/material/Button';
import { useRef, type ReactNode } from 'react';

interface Props extends Omit<ButtonProps, 'onClick' | 'children'> {
  children: ReactNode;
  /** What the file input is called (tests and assistive tech find it by this). */
  inputLabel: string;
  accept: string;
  onFile: (file: File) => void;
}

/**
 * A button that opens the file chooser. The input sits beside the button, not inside it, and is
 * `hidden` (out of the tab order): a focusable input inside a button is a nested control
 * (axe `nested-interactive`), and keyboard users would meet two stops for one action. The input is
 * cleared after each pick, so choosing the same file again still reports it.
 */
export function FilePickButton({ children, inputLabel, accept, onFile, disabled, ...button }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outlined" disabled={disabled} onClick={() => input.current?.click()} {...button}>
        {children}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept={accept}
        aria-label={inputLabel}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
