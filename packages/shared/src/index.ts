export * from './constants';
export * from './errors';
export * from './messages';
export * from './people';
export * from './property';
export * from './review';
export * from './search';
export * from './user';
