export { FormModal, focusedOnOpen, type FormModalProps } from './FormModal';
export { useWrite, type Written } from './use-write';
