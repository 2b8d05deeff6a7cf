import type { ReactNode } from 'react';
import { t } from '../../../i18n/services';
import { RichText } from '../../../shared/rich-text';

/**
 * One language's side of a text (docs/product.md § Service detail: each description with a flag): a small flag with
 * the language's code, named for screen readers, beside the content in that language.
 */
export function Translation({
  lang,
  label,
  children,
}: {
  lang: 'nl' | 'en';
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="bo-translation" lang={lang}>
      <span className={`bo-flag bo-flag--${lang}`} role="img" aria-label={label}>
        <span className="bo-flag__colours" />
        {lang.toUpperCase()}
      </span>
      <div className="bo-translation__content">{children}</div>
    </div>
  );
}

/** Stored rich text through the renderer, or a note that the translation is missing. */
function TranslationText({ html }: { html: string }) {
  return html ? (
    <RichText html={html} compact className="bo-translation__text" />
  ) : (
    <span className="bo-translation__missing">{t('language.noTranslation')}</span>
  );
}

Translation.Text = TranslationText;
