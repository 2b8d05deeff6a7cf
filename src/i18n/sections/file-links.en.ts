import type { FileLinksLabelKey } from './file-links.nl-BE';

// English twin of file-links.nl-BE.ts, for the dictionary's tests.
export const fileLinksEn: Record<FileLinksLabelKey, string> = {
  'fileLinks.shared.title': 'Shared document',
  'fileLinks.shared.loading': 'Loading the document…',
  'fileLinks.shared.passwordTitle': 'This document is protected',
  'fileLinks.shared.passwordHelp': 'Enter the password you received with the link.',
  'fileLinks.shared.password': 'Password',
  'fileLinks.shared.open': 'Open',
  'fileLinks.shared.notFound': 'This link opens no document',
  'fileLinks.shared.notFoundText':
    'The link does not exist, has expired or was revoked, or the password is wrong. Feel free to ask us for a new link.',
  'fileLinks.shared.tryPassword': 'Try again',
  'fileLinks.shared.until': 'Available until {date}',
  'fileLinks.shared.download': 'Download',
  'fileLinks.shared.preview': 'Preview of {name}',
  'fileLinks.shared.noPreview': 'The browser cannot show this file. Download it to open it.',
  'fileLinks.shared.previewFailed': 'The preview could not be loaded.',
  'fileLinks.upload.title': 'Send files',
  'fileLinks.upload.intro': 'Send {company} your photos and documents. You need no account.',
  'fileLinks.upload.until': 'This link works until {date}.',
  'fileLinks.upload.drop': 'Drag your files here or tap to choose them',
  'fileLinks.upload.dropHint':
    'Photos, PDF and Office documents, up to {count} files of at most {size} each at a time.',
  'fileLinks.upload.message': 'Your message with them (optional)',
  'fileLinks.upload.send': 'Send',
  'fileLinks.upload.sending': 'Sending…',
  'fileLinks.upload.tooMany': 'Choose at most {count} files at a time.',
  'fileLinks.upload.tooLarge': '{name} is larger than {size}.',
  'fileLinks.upload.done': 'Thank you! We received your files.',
  'fileLinks.upload.doneText': '{count} file(s) sent. We will look at them as soon as we can.',
  'fileLinks.upload.more': 'Send more files',
  'fileLinks.upload.failed': 'Sending failed',
  'fileLinks.upload.notFound': 'This link does not work',
  'fileLinks.upload.notFoundText':
    'The link does not exist, has expired or was revoked. Feel free to ask us for a new link.',
  'fileLinks.busy': 'Too many attempts. Try again in a few minutes.',
  'fileLinks.failed': 'Something went wrong. Try again later.',
};
