// The language entries' endpoints are shared with the services tab (src/shared/language-entries).
export * from '../../../shared/language-entries/api';
