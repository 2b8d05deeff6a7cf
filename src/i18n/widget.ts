import { widgetEn } from './sections/widget.en';
import { widgetNlBE, type WidgetLabelKey } from './sections/widget.nl-BE';

/**
 * The chat widget's labels. Unlike the back office, which is fixed to nl_BE, the widget speaks
 * the website visitor's language: Dutch by default, English on an English page. It imports
 * only its own section, never the back office's dictionary.
 */
export type WidgetLanguage = 'nl' | 'en';

export type WidgetT = (key: WidgetLabelKey, params?: Record<string, string | number>) => string;

export function widgetLabels(language: WidgetLanguage): WidgetT {
  const labels: Record<WidgetLabelKey, string> = language === 'en' ? widgetEn : widgetNlBE;
  return (key, params) =>
    labels[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      params && name in params ? String(params[name]) : whole,
    );
}

/** 'en' for an English language tag (en, en-GB…), else Dutch. */
export const languageOf = (tag: string | null | undefined): WidgetLanguage =>
  /^en\b/i.test(tag?.trim() ?? '') ? 'en' : 'nl';
