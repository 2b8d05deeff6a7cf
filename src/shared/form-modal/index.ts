export { FormModal, type FormModalProps } from './FormModal';
