/** The company's services and their content blocks. */
import { Type } from '@sinclair/typebox';
import { Id, ImageDataUrl, ref } from './common';
import { ImageAltData, ImageAltInput } from './images';
import { LanguageEntry } from './language';
import { NullableText, versionData } from './version-data';

/** The image's descriptions (alt text) beside its address; null without an image. */
const ImageAltField = Type.Union([ref(ImageAltData), Type.Null()], {
  description:
    "The image's descriptions for screen readers, Dutch and English (an empty string where " +
    'none was written yet); null when there is no image',
});

export const ServiceContent = Type.Object(
  {
    id: Id,
    title: ref(LanguageEntry),
    body: ref(LanguageEntry),
    image: Type.Union([ImageDataUrl, Type.Null()]),
    imageAlt: ImageAltField,
  },
  { $id: 'ServiceContent' },
);
export const Service = Type.Object(
  {
    id: Id,
    title: ref(LanguageEntry),
    description: ref(LanguageEntry),
    image: Type.Union([ImageDataUrl, Type.Null()]),
    imageAlt: ImageAltField,
    enabled: Type.Boolean(),
    content: Type.Array(ref(ServiceContent)),
  },
  { $id: 'Service' },
);
/** Images a service or a service content block has: one, or none. */
export const MAX_SERVICE_IMAGES = 1 as const;
/** Descriptions sent with a service's or a block's write, for the image it shows afterwards. */
const imageAlt = Type.Optional(
  ImageAltInput(
    'The descriptions (alt text) of the image shown after this write: the uploaded file, else ' +
      "the current image; they are the image's, wherever it is shown. Omitted: they stay as " +
      'they are. Sent without an image to describe: 400 VALIDATION.',
  ),
);
/** The JSON of a service write's `data` part. */
export const ServiceData = Type.Object(
  { titleId: Id, descriptionId: Id, enabled: Type.Optional(Type.Boolean()), imageAlt },
  { $id: 'ServiceData', additionalProperties: false },
);
/** The JSON of a service content write's `data` part. */
export const ServiceContentData = Type.Object(
  { titleId: Id, bodyId: Id, imageAlt },
  { $id: 'ServiceContentData', additionalProperties: false },
);

/** A service in one version (history): its texts by language entry id. */
export const ServiceVersionData = versionData(
  'ServiceVersionData',
  {
    titleId: Type.Integer(),
    descriptionId: Type.Integer(),
    imageKey: NullableText,
    enabled: Type.Boolean(),
  },
  'A service in one version: its texts as language entry ids, its image at /api/images/{imageKey}',
);

/** A content block in one version (history). */
export const ServiceContentVersionData = versionData(
  'ServiceContentVersionData',
  {
    serviceId: Type.Integer(),
    titleId: Type.Integer(),
    bodyId: Type.Integer(),
    imageKey: NullableText,
  },
  'A content block in one version: its texts as language entry ids',
);
