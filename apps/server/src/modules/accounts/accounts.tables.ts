import * as codes from './codes.tables';
import * as kyc from './kyc.tables';
import * as safety from './safety.tables';
import * as sessions from './sessions.tables';
import * as uploads from './uploads.tables';
import * as users from './users.tables';

export const tables = { ...users, ...sessions, ...codes, ...kyc, ...uploads, ...safety };
