export { FormModal, focusedOnOpen, type FormModalProps } from './FormModal';
