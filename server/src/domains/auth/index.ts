/** The auth domain's front door: what other domains may use of it (server/README.md, the layering rule). */
export { hashPassword } from './password';
export { otpCodes } from './tables';
