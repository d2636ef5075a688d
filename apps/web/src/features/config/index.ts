/** What other features use of the provider's configuration: the configuration itself. */
export { useConfig } from './api/config-context';
