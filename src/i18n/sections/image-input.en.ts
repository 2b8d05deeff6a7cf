import type { ImageInputLabelKey } from './image-input.nl-BE';

// English labels of the shared image input. The type makes a missing or an extra key a compile error.
export const imageInputEn: Record<ImageInputLabelKey, string> = {
  'imageInput.choose': 'Choose an image',
  'imageInput.chooseOther': 'Choose another image',
  'imageInput.undo': 'Undo the choice',
  'imageInput.file': 'Image file',
  'imageInput.dropHint': 'Or drag an image onto this box.',
  'imageInput.dropHere': 'Drop to use this image',
  'imageInput.none': 'No image',
  'imageInput.current': 'Current image',
  'imageInput.chosen': 'Chosen image',
  'imageInput.chosenFile': '{name} ({size})',
  'imageInput.keepsCurrent': 'Without a new choice the current image stays.',
  'imageInput.limits': 'JPEG, PNG, WebP or another photo, up to {size}.',
  'imageInput.notAnImage': 'This file is not an image.',
  'imageInput.tooLarge': 'This file is larger than {size}.',
  'imageInput.uploading': 'Sending the image: {percent}%',
  'imageInput.processing': 'Processing the image…',
  'imageInput.progress': 'Progress of the upload',
  'imageInput.altTitle': 'Description for screen readers',
  'imageInput.altHelp':
    'What does the image show? One or two sentences; leave empty if it adds nothing to the text beside it.',
  'imageInput.altDutch': 'Description (Dutch)',
  'imageInput.altEnglish': 'Description (English)',
};
