import { Alert, Button } from 'antd';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { t } from '../../../i18n/chats';

interface MorePagesProps {
  /** How many pages are shown: each new one observes again (see below). */
  pages: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}

/**
 * The end of a paged list: the next page loads when this comes near the screen (scrolling), or
 * with its button (keyboard, or a browser without IntersectionObserver). A failed page says so
 * and the button tries again; after the last page it says every conversation is shown.
 */
export function MorePages({ pages, hasMore, loading, failed, onMore }: MorePagesProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  useLayoutEffect(() => {
    more.current = onMore;
  });
  const wanted = hasMore && !loading && !failed;

  // Observed anew after each page: a new observer reports at once whether the end is still near
  // (a page that came too fast to show as loading would otherwise leave it waiting for a scroll).
  useEffect(() => {
    const element = sentinel.current;
    if (!wanted || !element || typeof IntersectionObserver === 'undefined') return;
    // Some screens ahead, so the next cards are there before the user reaches them.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) more.current();
      },
      { rootMargin: '0px 0px 1200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted, pages]);

  return (
    <div ref={sentinel} className="bo-chats__more">
      {failed && <Alert type="error" showIcon title={t('chats.loadFailed')} />}
      {hasMore ? (
        <Button onClick={onMore} loading={loading} disabled={loading}>
          {loading ? t('chats.loadingMore') : t('chats.loadMore')}
        </Button>
      ) : (
        <span className="bo-chats__end">{t('chats.shownAll')}</span>
      )}
    </div>
  );
}
