import { App } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/quotes';
import { onQuoteAnswered } from '../../shared/live/quote-answers';

/**
 * A toast when a customer accepts or declines a quote on its page (`event: quote`, which only
 * roles with Facturen receive), with a link to the quote, until closed or followed. One per
 * quote: a second answer replaces it.
 */
export function QuoteAnswerToasts() {
  const { notification } = App.useApp();
  useEffect(
    () =>
      onQuoteAnswered(({ quoteId, number, accepted }) => {
        const key = `quote-answered-${quoteId}`;
        const open = {
          key,
          title: t(accepted ? 'quotes.live.accepted' : 'quotes.live.declined', { number }),
          description: (
            <Link to={`/invoices/quotes/${quoteId}`} onClick={() => notification.destroy(key)}>
              {t('quotes.live.open')}
            </Link>
          ),
          // Stays until read: an answer is news staff act on (an invoice, a new version).
          duration: 0,
        };
        if (accepted) notification.success(open);
        else notification.warning(open);
      }),
    [notification],
  );
  return null;
}
