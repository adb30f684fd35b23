// The wire contract shared by server, web and admin. Each file has one owner topic.
export * from './envelope';
export * from './format';
export * from './validators';
export * from './content';
