export { ImageInput, IMAGE_ACCEPT, type ImageInputProps } from './ImageInput';
export { Picture, type PictureProps } from './Picture';
export { byteSize, imageSources, imageSrc, type ImageSources } from './image-src';
export { IMAGE_REFUSALS } from './refusals';
export { useFileDrop } from './use-file-drop';
export {
  ImageAltInput,
  isDescribed,
  MAX_ALT_LENGTH,
  NO_ALT,
  sameAlt,
  type ImageAlt,
  type ImageAltInputProps,
} from './ImageAltInput';
export { StaffImage, type StaffImageProps } from './StaffImage';
