import { Alert } from 'antd';

/** A refusal in the server's Dutch words under the part of the screen that asked, until closed. */
export function FailureAlert({
  failure,
  onClose,
}: {
  failure: string | null;
  onClose: () => void;
}) {
  if (!failure) return null;
  return (
    <Alert
      className="bo-finances__import-outcome"
      type="error"
      showIcon
      closable
      onClose={onClose}
      title={failure}
    />
  );
}
