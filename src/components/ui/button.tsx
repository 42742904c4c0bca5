import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
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

function Label({ startIcon, children }: { startIcon?: ReactNode; children: ReactNode }) {
  return (
    <>
      {startIcon ? <span className={classes.icon}>{startIcon}</span> : null}
      {children}
    </>
  );
}

/**
 * A button for the public pages and the shell, drawn with CSS: MUI's Button brings ButtonBase,
 * its ripple and emotion into every first load.
 */
export function Button({
  variant,
  color,
  size,
  fullWidth,
  startIcon,
  className,
  children,
  type = 'button',
  ...props
}: ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={buttonClass({ variant, color, size, fullWidth, className })} {...props}>
      <Label startIcon={startIcon}>{children}</Label>
    </button>
  );
}

/** A link within the app that looks like a Button. */
export function ButtonLink({
  variant,
  color,
  size,
  fullWidth,
  startIcon,
  className,
  children,
  ...props
}: ButtonLook & LinkProps) {
  return (
    <Link className={buttonClass({ variant, color, size, fullWidth, className })} {...props}>
      <Label startIcon={startIcon}>{children}</Label>
    </Link>
  );
}

/** A link to another site (or a file) that looks like a Button. */
export function ButtonAnchor({
  variant,
  color,
  size,
  fullWidth,
  startIcon,
  className,
  children,
  ...props
}: ButtonLook & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a className={buttonClass({ variant, color, size, fullWidth, className })} {...props}>
      <Label startIcon={startIcon}>{children}</Label>
    </a>
  );
}
