import type { WidgetT } from '../../i18n/widget';
import type { WidgetFailure } from './errors';

/** The widget's error line: what went wrong, ending with its reference for support. */
export function FailureLine({ failure, t }: { failure: WidgetFailure | undefined; t: WidgetT }) {
  return (
    <div role="alert" className="bo-widget__alert">
      {failure?.text}
      {failure?.reference && (
        <span className="bo-widget__reference">
          {t('widget.reference', { id: failure.reference })}
        </span>
      )}
    </div>
  );
}
