import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { languageOf, widgetLabels } from '../../i18n/widget';
import { conversationFromLink } from './link';
import { makeWidgetStore } from './store';
import { Widget } from './Widget';
import './widget.css';

const params = new URLSearchParams(location.search);
const language = languageOf(params.get('lang'));
document.documentElement.lang = language === 'en' ? 'en' : 'nl-BE';
const t = widgetLabels(language);
document.title = t('widget.frameTitle');
const initial = conversationFromLink();

createRoot(document.getElementById('root')!).render(
  <Provider store={makeWidgetStore()}>
    <Widget t={t} language={language} embedded={params.get('embed') === '1'} initial={initial} />
  </Provider>,
);
