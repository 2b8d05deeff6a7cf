import { cloneElement, type ReactElement } from 'react';
import { Button, type ButtonProps } from 'antd';

type IconButtonProps = Omit<ButtonProps, 'icon' | 'title' | 'aria-label' | 'children'> & {
  /** What the button does: its accessible name and the title shown on hover. */
  label: string;
  /** An antd icon; hidden from assistive technology, which reads the label. */
  icon: ReactElement<{ 'aria-hidden'?: boolean }>;
};

/** A small text button that shows only an icon: its label is read out and shown on hover. */
export function IconButton({ label, icon, ...button }: IconButtonProps) {
  return (
    <Button
      size="small"
      type="text"
      icon={cloneElement(icon, { 'aria-hidden': true })}
      aria-label={label}
      title={label}
      {...button}
    />
  );
}
