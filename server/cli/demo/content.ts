/**
 * The demo content that `npm run seed:demo` writes: a fictional Ghent renovation company
 * ("Van Acker Renovatie") with its services, website texts, achievements and customer chats,
 * kept as data in content.json. Texts are Dutch (Belgian) and English and use the rich-text
 * markup the product allows (docs/product.md § Rich text). Images are described there and
 * painted by pictures.ts.
 */
import type { OpeningDay } from '../../domain/opening-hours';
import content from './content.json';

/** A Dutch and an English version of one text (rich text where the product allows it). */
export interface Text {
  nl: string;
  en: string;
}

/** Photographs are painted from pixels: an exterior, or a close-up of a surface. */
export type PhotoKind = 'house' | 'bricks' | 'roof' | 'tiles';
/** Graphics are flat illustrations drawn as SVG. */
export type GraphicKind = 'layers' | 'solar' | 'window' | 'steps';
/**
 * `hue` (0–360) gives every photo its own colours; `alt` is what the image shows, for screen
 * readers (every image of the demo is described).
 */
export type ImageSpec = ({ photo: PhotoKind; hue: number } | { graphic: GraphicKind }) & {
  alt: Text;
};

export interface DemoServiceContent {
  key: string;
  title: Text;
  body: Text;
  image: ImageSpec;
}

export interface DemoService {
  /** Base of the names of its language entries. */
  key: string;
  title: Text;
  description: Text;
  enabled: boolean;
  image: ImageSpec;
  content: DemoServiceContent[];
}

export interface DemoTextEntry {
  group: string;
  name: string;
  text: Text;
}

export interface DemoAchievement {
  location: string;
  description: Text;
  photos: ImageSpec[];
}

export interface DemoMessage {
  /** Hours after the conversation started. */
  hours: number;
  content: string;
}

export interface DemoChat {
  subject: string;
  author: { firstName: string; lastName: string; email: string; phone: string; address: string };
  /** The staff member who answers; customer and staff messages alternate, the customer first. */
  staffName: string;
  /** Days before today (UTC) on which the conversation started, and the time (UTC) it did. */
  daysAgo: number;
  startTime: string;
  /** The website page the customer opened the chat on. */
  page: string;
  /** Marked as handled (Afgehandeld) at the time of the seed. */
  handled?: boolean;
  messages: DemoMessage[];
}

/** A quick reply staff insert in a conversation (rich text, Dutch and English). */
export interface DemoQuickReply {
  title: string;
  contentDutch: string;
  contentEnglish: string;
}

interface DemoContent {
  /** Language groups of the service titles/descriptions and of their content blocks. */
  serviceGroup: string;
  serviceContentGroup: string;
  services: DemoService[];
  texts: DemoTextEntry[];
  achievements: DemoAchievement[];
  chats: DemoChat[];
  /** The company's opening hours, Brussels time; a weekday not listed is closed. */
  openingDays: OpeningDay[];
  quickReplies: DemoQuickReply[];
}

const demo = content as DemoContent;

export const SERVICE_GROUP = demo.serviceGroup;
export const SERVICE_CONTENT_GROUP = demo.serviceContentGroup;
export const DEMO_SERVICES = demo.services;
export const DEMO_TEXTS = demo.texts;
export const DEMO_ACHIEVEMENTS = demo.achievements;
export const DEMO_CHATS = demo.chats;
export const DEMO_OPENING_DAYS = demo.openingDays;
export const DEMO_QUICK_REPLIES = demo.quickReplies;
