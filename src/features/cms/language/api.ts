// The language entries' endpoints are shared with the services tab (src/entities/language-entries).
export * from '../../../entities/language-entries/api';
