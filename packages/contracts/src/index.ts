export * from './common/endpoint';
export * from './common/health';
export * from './common/locale';
export * from './common/messages';
export * from './common/problem';
export * from './config/config.schemas';
export * from './config/endpoints';
