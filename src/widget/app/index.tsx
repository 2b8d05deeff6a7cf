import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { languageOf, widgetLabels } from '../../i18n/widget';
import { remember, type StoredConversation } from './storage';
import { makeWidgetStore } from './store';
import { Widget } from './Widget';
import './widget.css';

/**
 * The conversation a link opens (`/widget/?chat={id}#token={token}`, sent by e-mail): kept in
 * this browser, and the token taken out of the address at once, out of history and screenshots.
 * The token is in the fragment, so it never reaches a server log or a Referer.
 */
export function conversationFromLink(): StoredConversation | undefined {
  const id = Number(new URLSearchParams(location.search).get('chat'));
  const token = new URLSearchParams(location.hash.slice(1)).get('token');
  if (!Number.isInteger(id) || id <= 0 || !token) return undefined;
  const conversation = { id, accessToken: token, subject: '' };
  remember(conversation);
  const url = new URL(location.href);
  url.hash = '';
  history.replaceState(null, '', url.pathname + url.search);
  return conversation;
}

const params = new URLSearchParams(location.search);
const language = languageOf(params.get('lang'));
document.documentElement.lang = language === 'en' ? 'en' : 'nl-BE';
const t = widgetLabels(language);
document.title = t('widget.frameTitle');
const initial = conversationFromLink();

createRoot(document.getElementById('root')!).render(
  <Provider store={makeWidgetStore()}>
    <Widget t={t} embedded={params.get('embed') === '1'} initial={initial} />
  </Provider>,
);
