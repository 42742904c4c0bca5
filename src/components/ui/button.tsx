import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import classes from './button.module.css';

export interface ButtonLook {
  variant?: 'contained' | 'outlined' | 'text';
  color?: 'primary' | 'secondary' | 'error' | 'inherit';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
  startIcon?: ReactNode;
  className?: string;
}

/** The class names of a button that looks like `look` (MUI's Button: text, primary, medium). */
function buttonClass({
  variant = 'text',
  color = 'primary',
  size = 'medium',
  fullWidth,
  className,
}: ButtonLook) {
  return [
    classes.button,
    classes[variant],
    color === 'primary' ? '' : classes[color],
    size === 'medium' ? '' : classes[size],
    fullWidth ? classes.fullWidth : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A look's class names and label, and the rest of the props for the element. */
function split<P extends ButtonLook & { children?: ReactNode }>({
  variant,
  color,
  size,
  fullWidth,
  startIcon,
  className,
  children,
  ...rest
}: P) {
  return {
    className: buttonClass({ variant, color, size, fullWidth, className }),
    label: (
      <>
        {startIcon ? <span className={classes.icon}>{startIcon}</span> : null}
        {children}
      </>
    ),
    rest,
  };
}

/**
 * A button for the public pages and the shell, drawn with CSS: MUI's Button brings ButtonBase,
 * its ripple and emotion into every first load.
 */
export function Button({ type = 'button', ...props }: ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>) {
  const { className, label, rest } = split(props);
  return (
    <button type={type} className={className} {...rest}>
      {label}
    </button>
  );
}

/** A link within the app that looks like a Button. */
export function ButtonLink(props: ButtonLook & LinkProps) {
  const { className, label, rest } = split(props);
  return (
    <Link className={className} {...rest}>
      {label}
    </Link>
  );
}
