import { Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { languageOf, widgetLabels } from '../../i18n/widget';
import { appointmentFromLink } from './appointment-link';
import { conversationFromLink } from './link';
import { makeWidgetStore } from './store';
import { Widget } from './Widget';
import './widget.css';

/** A customer's appointment, from its mail's link: a page of its own, loaded only there. */
const AppointmentPage = lazy(() =>
  import('./AppointmentPage').then((module) => ({ default: module.AppointmentPage })),
);

const params = new URLSearchParams(location.search);
const language = languageOf(params.get('lang'));
document.documentElement.lang = language === 'en' ? 'en' : 'nl-BE';
const t = widgetLabels(language);
// A mail's link to an appointment opens its page; anything else is the chat.
const appointment = appointmentFromLink();
document.title = t(appointment ? 'widget.appointment.title' : 'widget.frameTitle');
const initial = appointment ? undefined : conversationFromLink();

createRoot(document.getElementById('root')!).render(
  <Provider store={makeWidgetStore()}>
    {appointment ? (
      <div className="bo-widget bo-widget--page">
        <Suspense fallback={null}>
          <AppointmentPage
            id={appointment.id}
            token={appointment.token}
            t={t}
            language={language}
          />
        </Suspense>
      </div>
    ) : (
      <Widget
        t={t}
        language={language}
        embedded={params.get('embed') === '1'}
        page={params.get('page') ?? undefined}
        initial={initial}
      />
    )}
  </Provider>,
);
