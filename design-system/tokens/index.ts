export * from './ramps';
export * from './roles';
export * from './avatar-pairs';
export * from './typography';
export * from './layout';
export * from './shadows';
export * from './contrast';
