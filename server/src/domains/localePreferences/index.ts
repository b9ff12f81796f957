/** The front door of the locale preferences domain: what other domains may use. */
export { languageOfUser } from './service';
