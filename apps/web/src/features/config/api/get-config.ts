import { configEndpoints } from '@rb/contracts';
import { call } from '../../../lib/api-client';

export const getConfig = () => call(configEndpoints.getConfig);
