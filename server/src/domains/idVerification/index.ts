/** The idVerification domain's front door: what other domains may use of it (server/README.md, the layering rule). */
export { findNationalIdHolder, normaliseNationalId } from './holder';
export { idVerifications } from './tables';
