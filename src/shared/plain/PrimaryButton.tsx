import type { ButtonHTMLAttributes } from 'react';
import LoadingOutlined from '@ant-design/icons-svg/lib/asn/LoadingOutlined';
import { PlainIcon } from './PlainIcon';
import './plain.css';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  size?: 'middle' | 'large';
  block?: boolean;
  loading?: boolean;
}

/**
 * A primary button that looks as antd's `<Button type="primary">` does in the app's theme, in
 * plain HTML and CSS: for what shows before antd is loaded (the login screen, a failed load).
 */
export function PrimaryButton({
  size = 'middle',
  block = false,
  loading = false,
  className,
  children,
  ...button
}: Props) {
  const classes = [
    'bo-button',
    size === 'large' && 'bo-button--large',
    block && 'bo-button--block',
    loading && 'bo-button--loading',
    className,
  ];
  return (
    <button type="button" {...button} className={classes.filter(Boolean).join(' ')}>
      {loading && <PlainIcon icon={LoadingOutlined} spin />}
      <span>{children}</span>
    </button>
  );
}
