import { en } from './en';
import { invoiceSendingEn } from './sections/invoice-sending.en';
import { invoiceSendingNlBE } from './sections/invoice-sending.nl-BE';
import { achievementsEn } from './sections/achievements.en';
import { achievementsNlBE } from './sections/achievements.nl-BE';
import type { LabelKey } from './index';
import { nlBE } from './nl-BE';
import { chatsEn } from './sections/chats.en';
import { chatsNlBE } from './sections/chats.nl-BE';
import { imageInputEn } from './sections/image-input.en';
import { imageInputNlBE } from './sections/image-input.nl-BE';
import { imagesEn } from './sections/images.en';
import { imagesNlBE } from './sections/images.nl-BE';
import { languageEn } from './sections/language.en';
import { languageNlBE } from './sections/language.nl-BE';
import { overviewEn } from './sections/overview.en';
import { overviewNlBE } from './sections/overview.nl-BE';
import { servicesEn } from './sections/services.en';
import { servicesNlBE } from './sections/services.nl-BE';
import { settingsEn } from './sections/settings.en';
import { settingsNlBE } from './sections/settings.nl-BE';
import { widgetEn } from './sections/widget.en';
import { widgetNlBE } from './sections/widget.nl-BE';
import { historyEn } from './sections/history.en';
import { historyNlBE } from './sections/history.nl-BE';
import { trashEn } from './sections/trash.en';
import { trashNlBE } from './sections/trash.nl-BE';
import { agendaEn } from './sections/agenda.en';
import { agendaNlBE } from './sections/agenda.nl-BE';
import { customersEn } from './sections/customers.en';
import { customersNlBE } from './sections/customers.nl-BE';
import { employeesEn } from './sections/employees.en';
import { employeesNlBE } from './sections/employees.nl-BE';
import { projectsEn } from './sections/projects.en';
import { projectsNlBE } from './sections/projects.nl-BE';
import { statisticsEn } from './sections/statistics.en';
import { statisticsNlBE } from './sections/statistics.nl-BE';
import { documentsEn } from './sections/documents.en';
import { documentsNlBE } from './sections/documents.nl-BE';
import { fileLinksEn } from './sections/file-links.en';
import { fileLinksNlBE } from './sections/file-links.nl-BE';
import { invoicesEn } from './sections/invoices.en';
import { invoicesNlBE } from './sections/invoices.nl-BE';
import { quotesEn } from './sections/quotes.en';
import { purchasesEn } from './sections/purchases.en';
import { purchasesNlBE } from './sections/purchases.nl-BE';
import { purchaseOrdersEn } from './sections/purchase-orders.en';
import { purchaseOrdersNlBE } from './sections/purchase-orders.nl-BE';
import { quotesNlBE } from './sections/quotes.nl-BE';
import { financesEn } from './sections/finances.en';
import { financesNlBE } from './sections/finances.nl-BE';
import { inventoryEn } from './sections/inventory.en';
import { inventoryNlBE } from './sections/inventory.nl-BE';
import { vehiclesEn } from './sections/vehicles.en';
import { vehiclesNlBE } from './sections/vehicles.nl-BE';

/** Every label in both languages, for their tests: the SPA loads only nl_BE (see index.ts). */
export const dictionaries: Record<'nl_BE' | 'en', Record<LabelKey, string>> = {
  nl_BE: {
    ...nlBE,
    ...chatsNlBE,
    ...overviewNlBE,
    ...imagesNlBE,
    ...servicesNlBE,
    ...imageInputNlBE,
    ...settingsNlBE,
    ...languageNlBE,
    ...achievementsNlBE,
    ...widgetNlBE,
    ...historyNlBE,
    ...trashNlBE,
    ...agendaNlBE,
    ...customersNlBE,
    ...projectsNlBE,
    ...employeesNlBE,
    ...statisticsNlBE,
    ...documentsNlBE,
    ...fileLinksNlBE,
    ...invoiceSendingNlBE,
    ...invoicesNlBE,
    ...purchasesNlBE,
    ...purchaseOrdersNlBE,
    ...quotesNlBE,
    ...financesNlBE,
    ...vehiclesNlBE,
    ...inventoryNlBE,
  },
  en: {
    ...en,
    ...chatsEn,
    ...overviewEn,
    ...imagesEn,
    ...servicesEn,
    ...imageInputEn,
    ...settingsEn,
    ...languageEn,
    ...achievementsEn,
    ...widgetEn,
    ...historyEn,
    ...trashEn,
    ...agendaEn,
    ...customersEn,
    ...projectsEn,
    ...employeesEn,
    ...statisticsEn,
    ...documentsEn,
    ...fileLinksEn,
    ...invoiceSendingEn,
    ...invoicesEn,
    ...purchasesEn,
    ...purchaseOrdersEn,
    ...quotesEn,
    ...financesEn,
    ...vehiclesEn,
    ...inventoryEn,
  },
};
