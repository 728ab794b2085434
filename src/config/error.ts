/** Raised for any invalid setting; main prints it and exits with status 2. */
export class ConfigError extends Error {}
